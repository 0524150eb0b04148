"""The reference browser GUI (``santorini gui``): a local web server and a single page.

The page draws and clicks; the server answers with the rules of our Board and relays to a
USP engine process per tab.  ``docs/gui.md`` describes it and its websocket messages.
"""

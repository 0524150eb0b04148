"""Build the native core.

Cython compiler directives live here and only here.  Set SANTORINI_DEBUG=1 to
build with bounds checks, wraparound and C assertions on (the test build).
"""
import os
import platform
import shutil
import sys

from Cython.Build import cythonize
from setuptools import Extension, setup

DEBUG = os.environ.get("SANTORINI_DEBUG", "") not in ("", "0")

MODULES = ["god", "position", "movegen", "tokens", "game", "perft", "playout", "tt", "eval", "nnue", "search", "handle", "engine", "solve"]
# One module per god (src/_core/gods/), found on disk: adding a god touches no list here.
GOD_MODULES = sorted(name[:-4] for name in os.listdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "src", "_core", "gods")) if name.endswith(".pyx"))

directives = {
    "language_level": 3,
    "boundscheck": DEBUG,
    "wraparound": DEBUG,
    "initializedcheck": DEBUG,
    "cdivision": True,
    "nonecheck": False,
    "embedsignature": True,
}

if sys.platform == "win32":
    compile_args = ["/O2"]
else:
    compile_args = ["-O0", "-g"] if DEBUG else ["-O3"]
    if platform.machine().lower() in ("x86_64", "amd64"):
        # Every x86-64 CPU of the last fifteen years has POPCNT; without the
        # flag GCC calls a slow library routine for each population count.
        compile_args.append("-mpopcnt")
macros = [] if DEBUG else [("NDEBUG", "1")]

HERE = os.path.dirname(os.path.abspath(__file__))
# The package lives in src/ (package_dir maps santorini -> src), but Cython
# resolves `cimport santorini._core.x` by path, so it needs a directory named
# santorini on its include path.  A link in build/ gives it one.
PXD_ROOT = os.path.join(HERE, "build", "pxd-root")


def _pxd_root() -> str:
    link = os.path.join(PXD_ROOT, "santorini")
    os.makedirs(PXD_ROOT, exist_ok=True)
    if not os.path.exists(link):
        try:
            os.symlink(os.path.join(HERE, "src"), link, target_is_directory=True)
        except OSError:  # no symlinks (some Windows set-ups): copy instead
            shutil.copytree(os.path.join(HERE, "src"), link)
    return PXD_ROOT


extensions = [
    Extension(
        f"santorini._core.{name}",
        [f"src/_core/{name}.pyx"],
        extra_compile_args=compile_args,
        define_macros=macros,
    )
    for name in MODULES
] + [
    Extension(
        f"santorini._core.gods.{name}",
        [f"src/_core/gods/{name}.pyx"],
        extra_compile_args=compile_args,
        define_macros=macros,
    )
    for name in GOD_MODULES
]

setup(
    ext_modules=cythonize(
        extensions,
        compiler_directives=directives,
        include_path=[_pxd_root()],
    ),
)

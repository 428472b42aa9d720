"""pip install ./python (after scripts/build.sh): the `cleave` package with
the extension and cleave-run from the build, and `cleave_export`.

The C++ parts are not compiled here: they come from the CMake build
(CLEAVE_BUILD_DIR, default ../build), built against this Python (the
extension's tag says which). They load libMLIR.so and MPI from the system,
where scripts/build.sh installed them.
"""
import glob
import os
import shutil

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))
BUILD = os.path.abspath(os.environ.get("CLEAVE_BUILD_DIR",
                                       os.path.join(HERE, "..", "build")))


class BuildWithNative(build_py):
    """Copies the built extension and cleave-run into the package."""

    def run(self):
        super().run()
        extensions = glob.glob(os.path.join(BUILD, "python", "cleave",
                                            "_cleave*.so"))
        cleave_run = os.path.join(BUILD, "bin", "cleave-run")
        if not extensions or not os.path.exists(cleave_run):
            raise SystemExit(
                f"cleave: no built extension or cleave-run under {BUILD}: run "
                "scripts/build.sh first (the extension needs nanobind: pip "
                "install nanobind), or set CLEAVE_BUILD_DIR to the build")
        package = os.path.join(self.build_lib, "cleave")
        for ext in extensions:
            shutil.copy2(ext, package)
        os.makedirs(os.path.join(package, "bin"), exist_ok=True)
        shutil.copy2(cleave_run, os.path.join(package, "bin", "cleave-run"))


class BinaryDistribution(Distribution):
    """The wheel holds a compiled extension: tag it for this Python."""

    def has_ext_modules(self):
        return True


setup(
    name="cleave",
    version="0.1.0",
    description="Cleave: an MLIR compiler that auto-shards model graphs",
    packages=["cleave", "cleave_export"],
    python_requires=">=3.9",
    install_requires=["numpy"],
    cmdclass={"build_py": BuildWithNative},
    distclass=BinaryDistribution,
    zip_safe=False,
)

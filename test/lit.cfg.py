# -*- Python -*-
# lit configuration for the Cleave regression tests.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "CLEAVE"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".json", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cleave_obj_root, "test")
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%cleave_src_root", config.cleave_src_root))
config.substitutions.append(("%cleave_tools_dir", config.cleave_tools_dir))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

if config.have_mpi:
    config.available_features.add("mpi")
# cuda: cleave-run and the runtime were built with CUDA + NCCL. gpu: a CUDA
# device is usable here (cleave-run --list-devices exits 0). ptxas: the CUDA
# assembler, to check generated PTX without a GPU.
if getattr(config, "have_cuda", False):
    config.available_features.add("cuda")
    import subprocess
    run = os.path.join(config.cleave_tools_dir, "cleave-run")
    try:
        if subprocess.run([run, "--list-devices"], capture_output=True,
                          timeout=60).returncode == 0:
            config.available_features.add("gpu")
    except (OSError, subprocess.SubprocessError):
        pass
if getattr(config, "ptxas", ""):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", config.ptxas))

# python-api: the package python/cleave was built (nanobind found);
# %cleave_python runs the interpreter it was built for, with the build's
# package and scripts/build.sh's python-deps (numpy) on the path.
if getattr(config, "have_python_api", False):
    config.available_features.add("python-api")
    config.substitutions.append(
        ("%cleave_python", "env PYTHONPATH=%s:%s %s" % (
            os.path.join(config.cleave_obj_root, "python"),
            os.path.join(config.cleave_obj_root, "python-deps"),
            config.cleave_python)))

config.environment["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
config.environment["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
config.environment["MALLOC_MMAP_MAX_"] = "0"
config.environment["MALLOC_TRIM_THRESHOLD_"] = "4294967296"

tool_dirs = [config.cleave_tools_dir, config.llvm_tools_dir]
tools = [
    "cleave-opt",
    ToolSubst("cleave-solve", unresolved="ignore"),
    ToolSubst("cleave-run", unresolved="ignore"),
    ToolSubst("cleave-gen", unresolved="ignore"),
    "mlir-opt",
    "not",
    "count",
    "split-file",
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

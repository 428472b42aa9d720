//===- cleave-opt.cpp - the Cleave optimizer driver -----------------------===//
//
// An mlir-opt style tool: every upstream dialect and pass, plus the cleave
// dialect and the cleave-* passes. Unlike mlir-opt it never damages a file:
// the output goes to a temporary file renamed over `-o FILE` only on
// success (so `-o` may name the input, and a failing run leaves FILE as it
// was), and the input is bounded (a device such as /dev/zero, or a file
// over the size limit of cleave/Support/FileLimits.h, is refused).
//
//===----------------------------------------------------------------------===//

#include "Cleave/IR/CleaveDialect.h"
#include "Cleave/IR/CleaveInterfaces.h"
#include "cleave/Analysis/Passes.h"
#include "cleave/Conversion/Passes.h"
#include "cleave/Support/FileLimits.h"
#include "cleave/Support/NestingScan.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;

static int fail(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "cleave-opt") << message << "\n";
  return 1;
}

static llvm::cl::opt<std::string> inputFilename(llvm::cl::Positional,
                                                llvm::cl::desc("<input file>"),
                                                llvm::cl::init("-"));
static llvm::cl::opt<std::string> outputFilename("o",
                                                 llvm::cl::desc("Output filename"),
                                                 llvm::cl::value_desc("filename"),
                                                 llvm::cl::init("-"));

/// Parses the command line (as mlir-opt's parseCLIOptions does), but LLVM's
/// complaints ("Unknown command line argument ...") come out as `error:`
/// lines.
static bool parseCommandLine(int argc, char **argv, llvm::StringRef header) {
  std::string messages;
  llvm::raw_string_ostream os(messages);
  bool ok = llvm::cl::ParseCommandLineOptions(argc, argv, header, &os);
  llvm::StringRef rest(messages);
  while (!rest.empty()) {
    auto [line, tail] = rest.split('\n');
    rest = tail;
    size_t colon = line.find(": ");
    if (colon != llvm::StringRef::npos && !line.starts_with(" "))
      line = line.drop_front(colon + 2); // "<argv[0]>: "
    if (ok)
      llvm::errs() << "cleave-opt: " << line << "\n";
    else
      fail(line);
  }
  return ok;
}

/// A regular file within the size limit, or `-` (stdin, a pipe).
static LogicalResult checkInput(llvm::StringRef path) {
  if (path == "-")
    return success();
  llvm::sys::fs::file_status status;
  if (std::error_code ec = llvm::sys::fs::status(path, status))
    return failure(fail("cannot open '" + path + "': " + ec.message()));
  if (llvm::sys::fs::is_directory(status))
    return failure(fail("'" + path + "' is a directory"));
  bool stream = status.type() == llvm::sys::fs::file_type::fifo_file;
  if (!llvm::sys::fs::is_regular_file(status) && !stream)
    return failure(fail("'" + path +
                        "' is not a regular file (a device cannot be "
                        "read as a module)"));
  uint64_t limit = ::cleave::fileSizeLimit(::cleave::kDefaultMaxInputBytes);
  if (!stream && status.getSize() > limit)
    return failure(fail(::cleave::fileTooLargeMessage(path.str(), limit)));
  if (stream)
    return success();
  // MLIR's parser would overflow its stack on deep nesting.
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  std::string error;
  if (file && !::cleave::checkTextNesting((*file)->getBufferStart(),
                                          (*file)->getBufferSize(), error))
    return failure(fail("'" + path + "': " + error));
  return success();
}

int main(int argc, char **argv) {
  registerAllPasses();
  mlir::cleave::registerCleavePasses();
  mlir::cleave::registerImportPipeline();
  mlir::cleave::registerCleaveConversionPasses();
  mlir::cleave::registerCleaveAnalysisPasses();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  // gpu-module-to-binary (the cleave-lower-to-gpu pipeline) translates
  // kernels to LLVM IR inside the pass.
  registerAllToLLVMIRTranslations(registry);
  registry.insert<mlir::cleave::CleaveDialect>();
  mlir::cleave::registerShardingRuleModels(registry);

  std::string header = registerCLIOptions("Cleave optimizer driver\n", registry);
  if (!parseCommandLine(argc, argv, header))
    return 1;
  std::string input = inputFilename, output = outputFilename;
  if (failed(checkInput(input)))
    return 1;
  if (output == "-")
    return asMainReturnCode(MlirOptMain(argc, argv, input, output, registry));
  if (llvm::sys::fs::is_directory(output))
    return fail("-o '" + output + "' is a directory");

  // Next to the target, so that the rename stays on one file system.
  llvm::SmallString<256> tmp;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(
          output + ".tmp-%%%%%%", tmp))
    return fail("cannot write '" + output + "': " + ec.message());
  // The target's permissions (createUniqueFile makes it 0600), else 0644.
  llvm::ErrorOr<llvm::sys::fs::perms> perms =
      llvm::sys::fs::getPermissions(output);
  (void)llvm::sys::fs::setPermissions(
      tmp, perms ? *perms
                 : llvm::sys::fs::owner_read | llvm::sys::fs::owner_write |
                       llvm::sys::fs::group_read | llvm::sys::fs::others_read);
  if (failed(MlirOptMain(argc, argv, input, tmp, registry))) {
    llvm::sys::fs::remove(tmp);
    return 1;
  }
  if (std::error_code ec = llvm::sys::fs::rename(tmp, output)) {
    llvm::sys::fs::remove(tmp);
    return fail("cannot write '" + output + "': " + ec.message());
  }
  return 0;
}

//===- cleave-opt.cpp - the Cleave optimizer driver -----------------------===//
//
// An mlir-opt style tool: every upstream dialect and pass, plus the cleave
// dialect and the cleave-* passes. Unlike mlir-opt it never damages a file:
// the output goes to a temporary file renamed over `-o FILE` only on
// success (so `-o` may name the input, and a failing run leaves FILE as it
// was), and the input is bounded (a device such as /dev/zero, or a file
// or stream (stdin, a FIFO) over the size limit of
// cleave/Support/FileLimits.h, is refused).
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveInterfaces.h"
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
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

#include <cerrno>
#include <cstring>
#include <unistd.h>

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

/// MLIR's driver only says "Request ignored" about a plugin it cannot load
/// and goes on, so a pipeline that needs the plugin fails far from the
/// cause. Each plugin named on the command line is loaded (and its entry
/// point checked) first; the driver's own load then finds it loaded.
static bool checkPlugins(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--")
      break;
    if (!arg.starts_with("-"))
      continue;
    llvm::StringRef option = arg.ltrim('-');
    for (llvm::StringRef flag : {"load-pass-plugin", "load-dialect-plugin"}) {
      if (!option.starts_with(flag))
        continue;
      llvm::StringRef rest = option.drop_front(flag.size());
      std::string path;
      if (rest.empty() && i + 1 < argc)
        path = argv[i + 1];
      else if (rest.starts_with("="))
        path = rest.drop_front().str();
      else
        continue;
      std::string error;
      if (flag == "load-pass-plugin") {
        llvm::Expected<PassPlugin> plugin = PassPlugin::load(path);
        if (!plugin)
          error = llvm::toString(plugin.takeError());
        else
          // Registered before the command line is parsed, the plugin's
          // passes are flags (`--example-pass`) as built-in ones are, not
          // only names inside --pass-pipeline.
          plugin->registerPassRegistryCallbacks();
      } else {
        llvm::Expected<DialectPlugin> plugin = DialectPlugin::load(path);
        if (!plugin)
          error = llvm::toString(plugin.takeError());
      }
      if (!error.empty()) {
        fail("cannot load " +
             llvm::Twine(flag == "load-pass-plugin" ? "pass" : "dialect") +
             " plugin '" + path + "': " + error);
        return false;
      }
    }
  }
  return true;
}

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

static std::unique_ptr<llvm::MemoryBuffer> refuse(const llvm::Twine &message) {
  fail(message);
  return nullptr;
}

/// The input module: a regular file within the size limit, or a stream
/// (`-` for stdin, a pipe, a FIFO) read up to the same limit; either is
/// checked for nesting MLIR's parser would overflow its stack on.
static std::unique_ptr<llvm::MemoryBuffer> readInput(llvm::StringRef path) {
  uint64_t limit = ::cleave::fileSizeLimit(::cleave::kDefaultMaxInputBytes);
  std::string name = path == "-" ? "<stdin>" : path.str();
  int fd = 0;
  bool stream = path == "-";
  if (!stream) {
    llvm::sys::fs::file_status status;
    if (std::error_code ec = llvm::sys::fs::status(path, status))
      return refuse("cannot open '" + path + "': " + ec.message());
    if (llvm::sys::fs::is_directory(status))
      return refuse("'" + path + "' is a directory");
    stream = status.type() == llvm::sys::fs::file_type::fifo_file;
    if (!llvm::sys::fs::is_regular_file(status) && !stream)
      return refuse("'" + path +
                  "' is not a regular file (a device cannot be read as a "
                  "module)");
    if (!stream && status.getSize() > limit)
      return refuse(::cleave::fileTooLargeMessage(path.str(), limit));
  }
  std::unique_ptr<llvm::MemoryBuffer> buffer;
  if (!stream) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
    if (!file)
      return refuse("cannot read '" + path + "': " + file.getError().message());
    buffer = std::move(*file);
  } else {
    if (path != "-") {
      llvm::Expected<llvm::sys::fs::file_t> f =
          llvm::sys::fs::openNativeFileForRead(path);
      if (!f)
        return refuse("cannot open '" + path +
                    "': " + llvm::toString(f.takeError()));
      fd = *f;
    } else if (llvm::sys::Process::FileDescriptorIsDisplayed(0)) {
      llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d "
                      "to interrupt)\n";
    }
    // A stream has no size to check first: read at most limit + 1 bytes.
    std::string text;
    char chunk[1 << 16];
    while (true) {
      ssize_t n = ::read(fd, chunk, sizeof(chunk));
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return refuse("cannot read '" + name + "': " + std::strerror(errno));
      if (n == 0)
        break;
      text.append(chunk, size_t(n));
      if (text.size() > limit)
        return refuse(::cleave::fileTooLargeMessage(name, limit));
    }
    if (fd != 0)
      ::close(fd);
    buffer = llvm::MemoryBuffer::getMemBufferCopy(text, name);
  }
  std::string error;
  if (!::cleave::checkTextNesting(buffer->getBufferStart(),
                                  buffer->getBufferSize(), error))
    return refuse("'" + name + "': " + error);
  return buffer;
}

/// The pass pipeline as mlir-opt builds it, except that a pass option LLVM
/// could not parse (`max-strategies=abc`: LLVM prints "'abc' value invalid
/// for uint argument" and MLIR then reports an empty error) gets an error
/// line that says so.
static void nameBadPassOptions(MlirOptMainConfig &config) {
  MlirOptMainConfig base = config;
  config.setPassPipelineSetupFn([base](PassManager &pm) -> LogicalResult {
    ScopedDiagnosticHandler handler(pm.getContext(), [](Diagnostic &diag) {
      std::string text = diag.str();
      llvm::StringRef first = llvm::StringRef(text).split('\n').first;
      if (diag.getSeverity() != DiagnosticSeverity::Error ||
          !first.trim().empty())
        return failure(); // on to the tool's own handler
      llvm::StringRef rest = llvm::StringRef(text).trim();
      fail("a pass option has a value of the wrong type or range (the line "
           "above names the option and the value)" +
           (rest.empty() ? std::string() : "; " + rest.str()));
      return success();
    });
    return base.setupPassPipeline(pm);
  });
}

/// mlir-opt's main on a buffer read by readInput, writing to `path` (`-`
/// for stdout).
static LogicalResult runOpt(std::unique_ptr<llvm::MemoryBuffer> input,
                            llvm::StringRef path, DialectRegistry &registry,
                            const MlirOptMainConfig &config) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> out = openOutputFile(path, &error);
  if (!out)
    return failure(fail(error));
  if (failed(MlirOptMain(out->os(), std::move(input), registry, config)))
    return failure();
  out->keep();
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
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

  if (!checkPlugins(argc, argv))
    return 1;
  std::string header = registerCLIOptions("Cleave optimizer driver\n", registry);
  if (!parseCommandLine(argc, argv, header))
    return 1;
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  nameBadPassOptions(config);
  std::string input = inputFilename, output = outputFilename;
  std::unique_ptr<llvm::MemoryBuffer> buffer = readInput(input);
  if (!buffer)
    return 1;
  if (output == "-")
    return asMainReturnCode(runOpt(std::move(buffer), "-", registry, config));
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
  if (failed(runOpt(std::move(buffer), tmp, registry, config))) {
    llvm::sys::fs::remove(tmp);
    return 1;
  }
  if (std::error_code ec = llvm::sys::fs::rename(tmp, output)) {
    llvm::sys::fs::remove(tmp);
    return fail("cannot write '" + output + "': " + ec.message());
  }
  return 0;
}

//===- ReportFile.h - the report files of passes ----------------------*- C++ -*-===//
//
// A pass's `report-file=` option: written whole or not at all.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_REPORTFILE_H
#define CLEAVE_TRANSFORMS_REPORTFILE_H

#include "cleave/Analysis/OutputChecks.h"

#include "mlir/IR/Operation.h"

#include <memory>

namespace mlir {
namespace cleave {

/// Opens a pass's report file (`-` is stdout), written whole by
/// commitReportFile (AtomicOutput, cleave/Analysis/OutputChecks.h). On failure reports an
/// error at `anchor` naming the reason and returns null.
std::unique_ptr<AtomicOutput> openReportFile(Operation *anchor,
                                                       StringRef path);
/// Writes a report opened by openReportFile; an error at `anchor` if that
/// fails.
LogicalResult commitReportFile(Operation *anchor,
                               AtomicOutput &file);


} // namespace cleave
} // namespace mlir

#endif // CLEAVE_TRANSFORMS_REPORTFILE_H

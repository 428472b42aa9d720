//===- ScheduleCollectives.cpp - collectives started early ----------------===//
//
// cleave-schedule-collectives (Passes.td): all_reduce, reduce_scatter and
// all_gather become cleave.async_start + cleave.wait; waits sink to the
// first use of the result, starts rise to where their operand is complete
// (with the pure ops that build it), all_gathers held to a number in flight.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Analysis/CostModel.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/SetVector.h"

namespace mlir::cleave {
#define GEN_PASS_DEF_CLEAVESCHEDULECOLLECTIVES
#include "cleave/Transforms/Passes.h.inc"
} // namespace mlir::cleave

using namespace mlir;
using namespace mlir::cleave;

namespace {

/// The collectives this pass starts early.
bool startable(Operation *op) {
  if (!isa<AllReduceOp, AllGatherOp, ReduceScatterOp>(op))
    return false;
  auto in = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  auto out = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  return in && out && in.hasStaticShape() && out.hasStaticShape();
}

/// The ancestor of `op` in `block`, or null.
Operation *inBlock(Operation *op, Block &block) {
  return op ? block.findAncestorOpInBlock(*op) : nullptr;
}

/// The values `op` reads: its operands and the values its regions use from
/// above (a linalg body's captured tables).
SmallVector<Value> readValues(Operation *op) {
  SmallVector<Value> values(op->getOperands());
  llvm::SetVector<Value> above;
  getUsedValuesDefinedAbove(op->getRegions(), above);
  values.append(above.begin(), above.end());
  return values;
}

/// An op that may move up with a start: it builds the operand cheaply and
/// has no effects (reshapes, slices, a combined reduction's packing,
/// elementwise scaling). Contractions and reductions stay where they are,
/// and so do collectives.
bool movable(Operation *op) {
  if (!isMemoryEffectFree(op) || op->hasTrait<OpTrait::IsTerminator>() ||
      isa<CleaveDialect>(op->getDialect()))
    return false;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgOp.getNumLoops() == linalgOp.getNumParallelLoops();
  return isa<tensor::TensorDialect, arith::ArithDialect>(op->getDialect());
}

class BlockScheduler {
public:
  BlockScheduler(Block &block, int64_t maxGathers)
      : block(block), maxGathers(maxGathers) {}

  /// Wraps the block's startable collectives; returns how many.
  int64_t run();

private:
  AsyncStartOp wrap(Operation *collective);
  void sinkWait(WaitOp wait);
  /// Moves `start` up (not above `previous`, if any).
  void hoistStart(AsyncStartOp start, Operation *previous);
  /// A start whose wait follows with nothing computed between them is the
  /// blocking collective again.
  bool unwrapIfIdle(AsyncStartOp start);
  /// The last op (in block order) among `ops`, or null.
  Operation *latest(ArrayRef<Operation *> ops);
  /// How far above `start` (but not above `limit`, null: block begin) the
  /// gathers in flight allow it to go; returns the op to place it after
  /// (null: block begin).
  Operation *gatherLimit(AsyncStartOp start, Operation *limit);

  Block &block;
  int64_t maxGathers;
};

AsyncStartOp BlockScheduler::wrap(Operation *collective) {
  OpBuilder b(collective);
  Location loc = collective->getLoc();
  Value result = collective->getResult(0);
  auto start = AsyncStartOp::create(
      b, loc, FutureType::get(b.getContext(), result.getType()));
  Block *body = b.createBlock(&start.getBody());
  collective->moveBefore(body, body->end());
  b.setInsertionPointToEnd(body);
  YieldOp::create(b, loc, result);
  b.setInsertionPointAfter(start);
  auto wait = WaitOp::create(b, loc, start.getFuture());
  result.replaceUsesWithIf(wait.getResult(), [&](OpOperand &use) {
    return !isa<YieldOp>(use.getOwner());
  });
  return start;
}

void BlockScheduler::sinkWait(WaitOp wait) {
  Operation *first = nullptr;
  for (Operation *user : wait.getResult().getUsers()) {
    Operation *mine = inBlock(user, block);
    if (mine && (!first || mine->isBeforeInBlock(first)))
      first = mine;
  }
  if (!first && block.mightHaveTerminator())
    first = block.getTerminator();
  if (!first)
    wait->moveBefore(&block, block.end());
  else if (first != wait->getNextNode())
    wait->moveBefore(first);
}

Operation *BlockScheduler::latest(ArrayRef<Operation *> ops) {
  Operation *last = nullptr;
  for (Operation *op : ops)
    if (op && (!last || last->isBeforeInBlock(op)))
      last = op;
  return last;
}

Operation *BlockScheduler::gatherLimit(AsyncStartOp start, Operation *limit) {
  // Gathers in flight just above `start`: started above, waited below.
  int64_t inFlight = 0;
  for (Operation &op : block) {
    if (&op == start.getOperation())
      break;
    if (auto other = dyn_cast<AsyncStartOp>(&op);
        other && isa<AllGatherOp>(other.getCollective()))
      ++inFlight;
    if (auto wait = dyn_cast<WaitOp>(&op))
      if (auto other = wait.getFuture().getDefiningOp<AsyncStartOp>();
          other && isa<AllGatherOp>(other.getCollective()))
        --inFlight;
  }
  // Walk up: above a gather's wait it is in flight again; above its start
  // it is not.
  Operation *at = start->getPrevNode();
  while (at && at != limit) {
    if (auto wait = dyn_cast<WaitOp>(at)) {
      auto other = wait.getFuture().getDefiningOp<AsyncStartOp>();
      if (other && isa<AllGatherOp>(other.getCollective())) {
        if (inFlight + 1 >= maxGathers)
          return at;
        ++inFlight;
      }
    }
    if (auto other = dyn_cast<AsyncStartOp>(at);
        other && isa<AllGatherOp>(other.getCollective()))
      --inFlight;
    at = at->getPrevNode();
  }
  return limit;
}

void BlockScheduler::hoistStart(AsyncStartOp start, Operation *previous) {
  // The movable ops of this block that build the operand (the group), and
  // the ops that bound them: what the group reads that cannot move, and
  // `previous`.
  llvm::SetVector<Operation *> group;
  SmallVector<Operation *> bounds{previous};
  SmallVector<Value> work{start.getCollective()->getOperand(0)};
  llvm::SmallPtrSet<Value, 16> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    Operation *def = inBlock(v.getDefiningOp(), block);
    if (!def)
      continue; // a block argument, or defined outside the block
    if (!movable(def)) {
      bounds.push_back(def);
      continue;
    }
    if (group.insert(def))
      llvm::append_range(work, readValues(def));
  }
  Operation *limit = latest(bounds);
  if (isa<AllGatherOp>(start.getCollective()))
    limit = gatherLimit(start, limit);
  // The group's ops below the limit move up right after it, in order, and
  // the start after them.
  SmallVector<Operation *> moving;
  for (Operation *op = limit ? limit->getNextNode() : &block.front();
       op && op != start.getOperation(); op = op->getNextNode())
    if (group.contains(op))
      moving.push_back(op);
  moving.push_back(start);
  Operation *after = limit;
  for (Operation *op : moving) {
    if (after)
      op->moveAfter(after);
    else
      op->moveBefore(&block.front());
    after = op;
  }
}

bool BlockScheduler::unwrapIfIdle(AsyncStartOp start) {
  WaitOp wait = start.getWait();
  for (Operation *op = start->getNextNode(); op && op != wait;
       op = op->getNextNode())
    if (computesOnTensors(op))
      return false;
  Operation *collective = start.getCollective();
  collective->moveBefore(wait);
  wait.getResult().replaceAllUsesWith(collective->getResult(0));
  wait.erase();
  start.erase();
  return true;
}

int64_t BlockScheduler::run() {
  SmallVector<Operation *> collectives;
  for (Operation &op : block)
    if (startable(&op))
      collectives.push_back(&op);
  SmallVector<AsyncStartOp> starts;
  for (Operation *op : collectives)
    starts.push_back(wrap(op));
  for (AsyncStartOp start : starts)
    sinkWait(start.getWait());
  // Gathers keep their order (prefetching runs one use ahead of the
  // program); reductions start whenever their operand is ready.
  Operation *previousGather = nullptr;
  for (AsyncStartOp start : starts) {
    bool gather = isa<AllGatherOp>(start.getCollective());
    hoistStart(start, gather ? previousGather : nullptr);
    if (gather)
      previousGather = start;
  }
  int64_t kept = 0;
  for (AsyncStartOp start : starts)
    kept += !unwrapIfIdle(start);
  return kept;
}

struct ScheduleCollectivesPass
    : mlir::cleave::impl::CleaveScheduleCollectivesBase<
          ScheduleCollectivesPass> {
  using Base::Base;
  void runOnOperation() override {
    if (maxGathersInFlight < 1) {
      emitOptionError(&getContext(), "cleave-schedule-collectives",
                      "max-gathers-in-flight=" +
                          std::to_string(maxGathersInFlight))
          << "must be at least 1";
      return signalPassFailure();
    }
    SmallVector<Block *> blocks;
    getOperation().walk([&](Operation *op) {
      if (startable(op) && !isa<AsyncStartOp>(op->getParentOp()))
        if (blocks.empty() || blocks.back() != op->getBlock())
          blocks.push_back(op->getBlock());
    });
    llvm::SetVector<Block *> unique(blocks.begin(), blocks.end());
    for (Block *block : unique)
      numStarted += BlockScheduler(*block, maxGathersInFlight).run();
  }
};

} // namespace

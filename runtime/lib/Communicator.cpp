//===- Communicator.cpp - Status and data type helpers ----------------===//
//
// The backend-neutral pieces of Communicator.h.
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/Communicator.h"

#include <map>

using namespace cleave::rt;

Communicator::~Communicator() = default;
Request::~Request() = default;

Status Communicator::startAllReduce(const void *send, void *recv, size_t count,
                                    DType type, ReduceKind kind,
                                    RequestPtr &request) {
  request.reset();
  return allReduce(send, recv, count, type, kind);
}

Status Communicator::startAllGather(const void *send, void *recv,
                                    size_t sendCount, DType type,
                                    RequestPtr &request) {
  request.reset();
  return allGather(send, recv, sendCount, type);
}

Status Communicator::startReduceScatter(const void *send, void *recv,
                                        size_t recvCount, DType type,
                                        ReduceKind kind, RequestPtr &request) {
  request.reset();
  return reduceScatter(send, recv, recvCount, type, kind);
}

Status Communicator::test(RequestPtr &request, bool &done) {
  done = request == nullptr;
  return Status::ok();
}

Status Communicator::wait(RequestPtr &request) {
  request.reset();
  return Status::ok();
}

size_t cleave::rt::dtypeSize(DType type) {
  switch (type) {
  case DType::F32:
  case DType::I32:
    return 4;
  case DType::F64:
  case DType::I64:
    return 8;
  case DType::F16:
  case DType::BF16:
    return 2;
  }
  return 0;
}

const char *cleave::rt::dtypeName(DType type) {
  switch (type) {
  case DType::F32:
    return "f32";
  case DType::F64:
    return "f64";
  case DType::F16:
    return "f16";
  case DType::BF16:
    return "bf16";
  case DType::I32:
    return "i32";
  case DType::I64:
    return "i64";
  }
  return "unknown";
}

const char *cleave::rt::reduceKindName(ReduceKind kind) {
  switch (kind) {
  case ReduceKind::Sum:
    return "sum";
  case ReduceKind::Prod:
    return "prod";
  case ReduceKind::Max:
    return "max";
  case ReduceKind::Min:
    return "min";
  }
  return "unknown";
}

const char *cleave::rt::statusCodeName(Status::Code code) {
  switch (code) {
  case Status::Code::Ok:
    return "ok";
  case Status::Code::InvalidArgument:
    return "invalid argument";
  case Status::Code::BackendError:
    return "backend error";
  case Status::Code::Unsupported:
    return "unsupported";
  case Status::Code::Unavailable:
    return "unavailable";
  }
  return "unknown";
}

std::string Status::toString() const {
  if (isOk())
    return "ok";
  return std::string(statusCodeName(code_)) + ": " + message_;
}

namespace {
std::map<std::string, WorldFactory> &factories() {
  static std::map<std::string, WorldFactory> registry;
  return registry;
}
} // namespace

void cleave::rt::registerWorldFactory(const char *name, WorldFactory factory) {
  factories()[name] = factory;
}

WorldFactory cleave::rt::findWorldFactory(const std::string &name) {
  auto it = factories().find(name);
  return it == factories().end() ? nullptr : it->second;
}

std::string cleave::rt::registeredWorldFactories() {
  std::string names;
  for (const auto &entry : factories())
    names += (names.empty() ? "" : ", ") + entry.first;
  return names;
}

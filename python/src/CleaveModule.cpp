//===- CleaveModule.cpp - the Python binding of cleave/API ----------------===//
//
// `cleave._cleave`: a thin nanobind layer over cleave::api::Program. Every
// failure becomes cleave.CleaveError carrying the diagnostics; the Python
// side (python/cleave/__init__.py) turns user-level specs into the text
// forms these calls take.
//
//===----------------------------------------------------------------------===//

#include "cleave/API/Program.h"

#include <nanobind/nanobind.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/pair.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/unique_ptr.h>
#include <nanobind/stl/vector.h>

namespace nb = nanobind;
using namespace cleave::api;

namespace {
/// cleave.CleaveError, created at import.
nb::object errorType;

[[noreturn]] void raise(const Error &error) {
  PyErr_SetString(errorType.ptr(), error.message.c_str());
  throw nb::python_error();
}

template <typename T>
T check(T value, const Error &error) {
  if (!value)
    raise(error);
  return value;
}
} // namespace

NB_MODULE(_cleave, m) {
  m.doc() = "Cleave's C++ library (cleave/API/Program.h)";
  errorType = nb::borrow(PyErr_NewExceptionWithDoc(
      "cleave.CleaveError",
      "A Cleave step failed; the message holds its diagnostics.",
      PyExc_RuntimeError, nullptr));
  m.attr("CleaveError") = errorType;
#ifdef CLEAVE_RUN_PATH
  m.attr("build_cleave_run") = CLEAVE_RUN_PATH;
#else
  m.attr("build_cleave_run") = "";
#endif

  nb::class_<TensorSharding>(m, "TensorSharding")
      .def_ro("name", &TensorSharding::name)
      .def_ro("role", &TensorSharding::role)
      .def_ro("index", &TensorSharding::index)
      .def_ro("element_type", &TensorSharding::elementType)
      .def_ro("shape", &TensorSharding::shape)
      .def_ro("local_shape", &TensorSharding::localShape)
      .def_ro("dim_axes", &TensorSharding::dimAxes)
      .def_ro("parts", &TensorSharding::parts)
      .def_ro("partial_axes", &TensorSharding::partialAxes)
      .def_ro("partial_kind", &TensorSharding::partialKind)
      .def_ro("text", &TensorSharding::text);

  nb::class_<Collective>(m, "Collective")
      .def_ro("kind", &Collective::kind)
      .def_ro("axes", &Collective::axes)
      .def_ro("bytes", &Collective::bytes)
      .def_ro("type", &Collective::type)
      .def_ro("function", &Collective::function)
      .def_ro("location", &Collective::location)
      .def_ro("source", &Collective::source);

  nb::class_<Program>(m, "Program")
      .def_static(
          "parse",
          [](const std::string &text, const std::string &name) {
            Error error;
            return check(Program::parse(text, name, error), error);
          },
          nb::arg("text"), nb::arg("name") = "<string>")
      .def("clone", &Program::clone)
      .def("__str__", &Program::str)
      .def("save",
           [](const Program &p, const std::string &path) {
             Error error;
             if (!p.save(path, error))
               raise(error);
           })
      .def("entry",
           [](const Program &p) {
             Error error;
             std::string name = p.entry(error);
             if (name.empty())
               raise(error);
             return name;
           })
      .def("argument_names", &Program::argumentNames)
      .def("result_names", &Program::resultNames)
      .def("meshes", &Program::meshes)
      .def("declare_mesh",
           [](Program &p, const std::string &name,
              const std::vector<std::pair<std::string, int64_t>> &axes) {
             Error error;
             if (!p.declareMesh(name, axes, error))
               raise(error);
           })
      .def(
          "apply_rules",
          [](Program &p,
             const std::vector<std::pair<std::string, std::string>> &rules,
             bool allowUnmatched, const std::string &where) {
            Error error;
            std::optional<int64_t> n =
                p.applyRules(rules, allowUnmatched, where, error);
            if (!n)
              raise(error);
            return *n;
          },
          nb::arg("rules"), nb::arg("allow_unmatched") = false,
          nb::arg("where") = "rules")
      .def("run_pipeline",
           [](Program &p, const std::string &pipeline) {
             Error error;
             if (!p.runPipeline(pipeline, error))
               raise(error);
           })
      .def("sharding", &Program::sharding)
      .def("shardings", &Program::shardings)
      .def("visualize", &Program::visualize)
      .def("collectives", &Program::collectives)
      .def("estimate_json", [](const Program &p, const std::string &cluster) {
        Error error;
        std::optional<std::string> json = p.estimateJson(cluster, error);
        if (!json)
          raise(error);
        return *json;
      });
}

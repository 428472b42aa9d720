// REQUIRES: mpi
// cleave-run --timeline FILE writes the last run's timeline: one track per
// rank (labelled with its mesh coordinates), each send / receive /
// collective a slice, the compute between them "compute" slices. On a
// pipelined program (two stages, four micro-batches) --profile names the
// point-to-point ops (a send has no result, a receive no operand).
// RUN: rm -rf %t && mkdir -p %t
// RUN: cleave-run -np 2 %s --partition-pipeline 'cleave-pipeline{stages=2 microbatches=4 schedule=gpipe inputs=x}' --verify --repeat 2 --timeline %t/measured.json | FileCheck %s --check-prefix=RAN
// RUN: FileCheck %s --check-prefix=TRACE < %t/measured.json
// RUN: cleave-run -np 2 %s --partition-pipeline 'cleave-pipeline{stages=2 microbatches=4 schedule=gpipe inputs=x}' --profile | FileCheck %s --check-prefix=PROF
// Misuse: a directory, the module itself, a file that is also an --output.
// RUN: not cleave-run -np 2 %s --partition-pipeline 'cleave-pipeline{stages=2 microbatches=4 inputs=x}' --timeline %t 2>&1 | FileCheck %s --check-prefix=DIR
// RUN: not cleave-run -np 2 %s --partition-pipeline 'cleave-pipeline{stages=2 microbatches=4 inputs=x}' --timeline %s 2>&1 | FileCheck %s --check-prefix=SELF
// RUN: not cleave-run -np 2 %s --partition-pipeline 'cleave-pipeline{stages=2 microbatches=4 inputs=x}' --timeline %t/o.npy --output 0=%t/o.npy 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: not cleave-run -np 2 %s --partition-pipeline 'cleave-pipeline{stages=2 microbatches=4 inputs=x}' --timeline %t/no/such/dir/t.json 2>&1 | FileCheck %s --check-prefix=NODIR

// RAN: profile (last run, max over ranks):
// RAN: cleave.send to peer 1 over ["stage"] : tensor<2x16xf32>
// RAN: cleave.recv from peer 0 over ["stage"] : tensor<2x16xf32>
// RAN: wrote the timeline of the last run to {{.*}}measured.json
// RAN: verify: OK
// TRACE: "name":"measured (cleave-run --timeline)"
// TRACE-DAG: "name":"rank 0 (stage 0)"
// TRACE-DAG: "name":"rank 1 (stage 1)"
// TRACE-DAG: "cat":"compute"
// TRACE-DAG: "cat":"send"{{.*}}"name":"send to peer 1"
// TRACE-DAG: "cat":"recv"{{.*}}"name":"recv from peer 0"
// PROF: #0 {{.*}} 1 calls cleave.send to peer 1 over ["stage"] : tensor<2x16xf32>
// PROF: cleave.recv from peer 0 over ["stage"] : tensor<2x16xf32>
// DIR: cleave-run: error: --timeline: '{{.*}}' is a directory
// SELF: cleave-run: error: --timeline: '{{.*}}timeline.mlir' is the module
// OUT: cleave-run: error: --timeline: '{{.*}}o.npy' is also --output 0
// NODIR: cleave-run: error: --timeline: {{.*}}

func.func @deep(%x: tensor<8x16xf32> {cleave.name = "x"}, %w0: tensor<16x16xf32> {cleave.name = "w0"},
                %w1: tensor<16x16xf32> {cleave.name = "w1"}) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x16xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %h0 = linalg.matmul ins(%x, %w0 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f0 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %a0 = math.tanh %h0 : tensor<8x16xf32>
  %e1 = tensor.empty() : tensor<8x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %h1 = linalg.matmul ins(%a0, %w1 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f1 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %a1 = math.tanh %h1 : tensor<8x16xf32>
  return %a1 : tensor<8x16xf32>
}

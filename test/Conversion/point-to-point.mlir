// cleave.send / cleave.recv / cleave.barrier (emitted by cleave-pipeline)
// lower to the runtime's point-to-point calls: the operand as an unranked
// buffer, the encoded axes, the peer's position in the group and the tag;
// a recv writes a fresh buffer. i1 travels as i32 as for the collectives.
// RUN: cleave-opt %s -split-input-file -cleave-collectives-to-calls | FileCheck %s
// RUN: cleave-opt %s -split-input-file -cleave-collectives-to-calls=profile=true | FileCheck %s --check-prefix=PROFILE

cleave.mesh @mesh = <["stage"=2, "data"=2]>

// CHECK-LABEL: func.func @p2p
// CHECK: %[[AXES:.*]] = arith.constant 1 : i64
// CHECK: call @cleave_rt_barrier(%[[AXES]])
// CHECK: %[[IN:.*]] = bufferization.to_buffer %arg0 read_only
// CHECK: %[[INU:.*]] = memref.cast %[[IN]] {{.*}} to memref<*xf32>
// CHECK: %[[TAG:.*]] = arith.constant 7 : i64
// CHECK: call @cleave_rt_send_f32(%[[INU]], %{{.*}}, %{{.*}}, %[[TAG]])
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: call @cleave_rt_recv_f32(
// CHECK: bufferization.to_tensor %[[OUT]] restrict writable
// CHECK: arith.extui
// CHECK: call @cleave_rt_send_i32(
// PROFILE-COUNT-3: call @cleave_profile_record
func.func @p2p(%x: tensor<4x8xf32>, %m: tensor<4xi1>) -> tensor<4x8xf32> attributes {cleave.partitioned} {
  cleave.barrier over @mesh["stage"]
  cleave.send %x over @mesh["stage"] to 1 tag = 7 : tensor<4x8xf32>
  %y = cleave.recv over @mesh["stage"] from 1 tag = 8 : tensor<4x8xf32>
  cleave.send %m over @mesh["stage"] to 1 tag = 9 : tensor<4xi1>
  return %y : tensor<4x8xf32>
}

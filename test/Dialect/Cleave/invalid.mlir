// RUN: cleave-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{'cleave.mesh' op must have at least one axis}}
cleave.mesh @mesh = <[]>

// -----

// expected-error @+1 {{'cleave.mesh' op axis "x" must have a positive size, got 0}}
cleave.mesh @mesh = <["x"=0]>

// -----

// expected-error @+1 {{'cleave.mesh' op axis "x" must have a positive size, got -2}}
cleave.mesh @mesh = <["x"=-2]>

// -----

// expected-error @+1 {{'cleave.mesh' op axis "x" is declared twice}}
cleave.mesh @mesh = <["x"=2, "y"=2, "x"=2]>

// -----

// expected-error @+1 {{'cleave.mesh' op axis #0 has an empty name}}
cleave.mesh @mesh = <[""=2]>

// -----

// expected-error @+1 {{'cleave.mesh' op has 2 axis names but 1 axis sizes}}
"cleave.mesh"() {sym_name = "mesh", axis_names = ["a", "b"], axis_sizes = array<i64: 2>} : () -> ()

// -----

// expected-error @+1 {{expected '='}}
cleave.mesh @mesh = <["x" 2]>

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{mesh axis "x" is used more than once in a sharding}}
func.func @dup_in_dim(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "x"}]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{mesh axis "x" is used more than once in a sharding}}
func.func @dup_across_dims(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"x"}]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{mesh axis "x" is used more than once in a sharding}}
func.func @dup_partial(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}], partial = {"x"}>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{unknown reduction kind 'avg' (expected sum, prod, max or min)}}
func.func @bad_kind(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}], partial = avg{"x"}>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{expected a priority of the form 'p<N>' (after a parts count 'x<N>', if any), got 'q1'}}
func.func @bad_priority(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}q1]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
func.func @no_mesh(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<[{"x"}]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op argument #0: sharding has rank 2 but the tensor 'tensor<8xf32>' has rank 1}}
func.func @rank(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op argument #0: mesh @mesh has no axis "y"}}
func.func @unknown_axis(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}]>}) { return }

// -----

// expected-error @+1 {{'func.func' op argument #0: sharding refers to @nowhere, which is not a cleave.mesh}}
func.func @unknown_mesh(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@nowhere, [{}]>}) { return }

// -----

func.func @not_a_mesh() { return }
// expected-error @+1 {{'func.func' op argument #0: sharding refers to @not_a_mesh, which is not a cleave.mesh}}
func.func @points_at_func(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@not_a_mesh, [{}]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op argument #0: a sharding can only be attached to a ranked tensor, not 'f32'}}
func.func @scalar(%a: f32 {cleave.sharding = #cleave.sharding<@mesh, []>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op result #0: sharding has rank 1 but the tensor 'tensor<8x8xf32>' has rank 2}}
func.func @result_rank(%a: tensor<8x8xf32>) -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>}) { return %a : tensor<8x8xf32> }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op expects argument #0 to carry a #cleave.sharding, got 42 : i64}}
func.func @not_sharding(%a: tensor<8xf32> {cleave.sharding = 42}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op has unknown cleave argument attribute 'cleave.shardng'}}
func.func @typo_arg(%a: tensor<8xf32> {cleave.shardng = #cleave.sharding<@mesh, [{}]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op has unknown cleave result attribute 'cleave.shard'}}
func.func @typo_result(%a: tensor<8xf32>) -> (tensor<8xf32> {cleave.shard = 1}) { return %a : tensor<8xf32> }

// -----

// A result's cleave.name (cleave-run --output NAME=) is a string.
// expected-error @+1 {{'func.func' op 'cleave.name' of result #0 must be a string}}
func.func @result_name(%a: tensor<8xf32>) -> (tensor<8xf32> {cleave.name = 1}) { return %a : tensor<8xf32> }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op carries 'cleave.sharding' itself; put shardings on the function's arguments and results instead}}
func.func @on_func() attributes {cleave.sharding = #cleave.sharding<@mesh, []>} { return }

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @typo_op() {
  // expected-error @+1 {{'tensor.empty' op has unknown cleave attribute 'cleave.sharded'}}
  %0 = tensor.empty() {cleave.sharded = 1} : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @op_rank() {
  // expected-error @+1 {{'tensor.empty' op result #0: sharding has rank 2 but the tensor 'tensor<8xf32>' has rank 1}}
  %0 = tensor.empty() {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>} : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @array_count(%a: tensor<8xf32>) {
  // expected-error @+1 {{'test.two' op has 2 results but 1 shardings in 'cleave.sharding'}}
  %0:2 = "test.two"(%a) {cleave.sharding = [#cleave.sharding<@mesh, [{}]>]} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @single_on_multi(%a: tensor<8xf32>) {
  // expected-error @+1 {{'test.two' op has 2 results; 'cleave.sharding' must be an array with one #cleave.sharding per result}}
  %0:2 = "test.two"(%a) {cleave.sharding = #cleave.sharding<@mesh, [{}]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @array_bad_entry(%a: tensor<8xf32>) {
  // expected-error @+1 {{'test.two' op expects result #1 to carry a #cleave.sharding, got "no"}}
  %0:2 = "test.two"(%a) {cleave.sharding = [#cleave.sharding<@mesh, [{}]>, "no"]} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

// `unit` in the array stands for a result that is not a tensor (a loop's
// scalar carry); a tensor result needs a sharding.
cleave.mesh @mesh = <["x"=2]>
func.func @array_unit_on_tensor(%a: tensor<8xf32>) {
  // expected-error @+1 {{'test.two' op result #0 is a tensor; 'unit' in 'cleave.sharding' is only for a result that is not one}}
  %0:2 = "test.two"(%a) {cleave.sharding = [unit, #cleave.sharding<@mesh, [{}]>]} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @constraint_axis(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.constraint' op mesh @mesh has no axis "y"}}
  %0 = cleave.constraint %a <@mesh, [{"y"}]> : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @constraint_rank(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.constraint' op sharding has rank 0 but the tensor 'tensor<8xf32>' has rank 1}}
  %0 = cleave.constraint %a <@mesh, []> : tensor<8xf32>
  return
}

// -----

func.func @collective_mesh(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.all_reduce' op refers to @mesh, which is not a cleave.mesh}}
  %0 = cleave.all_reduce %a over @mesh["x"] kind = sum : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @collective_no_axes(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.all_reduce' op must name at least one mesh axis}}
  %0 = cleave.all_reduce %a over @mesh[] kind = sum : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @collective_unknown_axis(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.all_gather' op mesh @mesh has no axis "z"}}
  %0 = cleave.all_gather %a over @mesh["z"] dim = 0 : tensor<8xf32> -> tensor<16xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @collective_axis_twice(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.all_reduce' op lists mesh axis "x" twice}}
  %0 = cleave.all_reduce %a over @mesh["x", "x"] kind = sum : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @combined_sizes(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.all_reduce' op combined member sizes add up to 7 elements, but the operand has 8}}
  %0 = cleave.all_reduce %a over @mesh["x"] kind = sum {combined = array<i64: 4, 3>} : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @combined_rank(%a: tensor<2x4xf32>) {
  // expected-error @+1 {{'cleave.all_reduce' op combines reductions but its operand 'tensor<2x4xf32>' is not a static rank-1 tensor}}
  %0 = cleave.all_reduce %a over @mesh["x"] kind = sum {combined = array<i64: 8>} : tensor<2x4xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @reduce_kind(%a: tensor<8xf32>) {
  // expected-error @+2 {{expected ::mlir::cleave::ReductionKind to be one of: sum, prod, max, min}}
  // expected-error @+1 {{failed to parse Cleave_ReductionKindAttr parameter}}
  %0 = cleave.all_reduce %a over @mesh["x"] kind = mean : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @gather_size(%a: tensor<4x256xf32>) {
  // expected-error @+1 {{'cleave.all_gather' op result dim 1 must be 1024, got 512}}
  %0 = cleave.all_gather %a over @mesh["x"] dim = 1 : tensor<4x256xf32> -> tensor<4x512xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @gather_other_dim(%a: tensor<4x256xf32>) {
  // expected-error @+1 {{'cleave.all_gather' op result dim 0 must be 4, got 8}}
  %0 = cleave.all_gather %a over @mesh["x"] dim = 1 : tensor<4x256xf32> -> tensor<8x1024xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @gather_dim_range(%a: tensor<4x256xf32>) {
  // expected-error @+1 {{'cleave.all_gather' op gather dim 2 is out of range for a rank-2 tensor}}
  %0 = cleave.all_gather %a over @mesh["x"] dim = 2 : tensor<4x256xf32> -> tensor<4x256xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @gather_elt(%a: tensor<4x256xf32>) {
  // expected-error @+1 {{'cleave.all_gather' op result element type 'f16' differs from the operand's 'f32'}}
  %0 = cleave.all_gather %a over @mesh["x"] dim = 0 : tensor<4x256xf32> -> tensor<16x256xf16>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @gather_rank(%a: tensor<4x256xf32>) {
  // expected-error @+1 {{'cleave.all_gather' op result rank 1 differs from the operand's 2}}
  %0 = cleave.all_gather %a over @mesh["x"] dim = 0 : tensor<4x256xf32> -> tensor<4096xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @scatter_divisible(%a: tensor<6x8xf32>) {
  // expected-error @+1 {{'cleave.reduce_scatter' op dim 0 of size 6 is not divisible by the group size 4}}
  %0 = cleave.reduce_scatter %a over @mesh["x"] dim = 0 kind = sum : tensor<6x8xf32> -> tensor<1x8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @scatter_range(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'cleave.reduce_scatter' op scatter dim -1 is out of range for a rank-2 tensor}}
  %0 = cleave.reduce_scatter %a over @mesh["x"] dim = -1 kind = sum : tensor<8x8xf32> -> tensor<2x8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2, "y"=2]>
func.func @slice_size(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'cleave.all_slice' op result dim 1 must be 2, got 4}}
  %0 = cleave.all_slice %a over @mesh["x", "y"] dim = 1 : tensor<8x8xf32> -> tensor<8x4xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @slice_range(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'cleave.all_slice' op slice dim 5 is out of range for a rank-2 tensor}}
  %0 = cleave.all_slice %a over @mesh["x"] dim = 5 : tensor<8x8xf32> -> tensor<8x2xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @a2a_shape(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'cleave.all_to_all' op result dim 0 must be 32, got 8}}
  %0 = cleave.all_to_all %a over @mesh["x"] split = 1 concat = 0 : tensor<8x8xf32> -> tensor<8x2xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @a2a_split_range(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'cleave.all_to_all' op split dim 3 is out of range for a rank-2 tensor}}
  %0 = cleave.all_to_all %a over @mesh["x"] split = 3 concat = 0 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @a2a_concat_range(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'cleave.all_to_all' op concat dim 2 is out of range for a rank-2 tensor}}
  %0 = cleave.all_to_all %a over @mesh["x"] split = 0 concat = 2 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @a2a_divisible(%a: tensor<8x6xf32>) {
  // expected-error @+1 {{'cleave.all_to_all' op dim 1 of size 6 is not divisible by the group size 4}}
  %0 = cleave.all_to_all %a over @mesh["x"] split = 1 concat = 0 : tensor<8x6xf32> -> tensor<32x1xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @permute_odd(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.collective_permute' op pairs must list (source, target) pairs, got 3 numbers}}
  %0 = cleave.collective_permute %a over @mesh["x"] pairs = [0, 1, 2] : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @permute_range(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.collective_permute' op pair (3, 4) is out of range for a group of 4 devices}}
  %0 = cleave.collective_permute %a over @mesh["x"] pairs = [3, 4] : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @permute_source(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.collective_permute' op device 0 is a source twice}}
  %0 = cleave.collective_permute %a over @mesh["x"] pairs = [0, 1, 0, 2] : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @permute_target(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.collective_permute' op device 1 is a target twice}}
  %0 = cleave.collective_permute %a over @mesh["x"] pairs = [0, 1, 2, 1] : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=4]>
func.func @all_reduce_types(%a: tensor<8xf32>) {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "cleave.all_reduce"(%a) {mesh = @mesh, axes = ["x"], kind = #cleave<reduction sum>} : (tensor<8xf32>) -> tensor<8xf16>
  return
}

// -----

// expected-error @+1 {{custom op 'garbage' is unknown}}
cleave.mesh @mesh = <["x"=2]> garbage

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op argument #0: 'cleave.global_type' must be a ranked tensor type of the same rank and element type as 'tensor<4xf32>', got tensor<8x2xf32>}}
func.func @global_rank(%a: tensor<4xf32> {cleave.global_type = tensor<8x2xf32>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op result #0: 'cleave.global_type' must be a ranked tensor type of the same rank and element type as 'tensor<4xf32>', got 3 : i64}}
func.func @global_not_type(%a: tensor<4xf32>) -> (tensor<4xf32> {cleave.global_type = 3}) { return %a : tensor<4xf32> }

// -----

// expected-error @+1 {{'func.func' op 'cleave.partitioned' must be a unit attribute on a function}}
func.func @partitioned_value() attributes {cleave.partitioned = 1} { return }

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @group_index_axis() {
  // expected-error @+1 {{'cleave.group_index' op mesh @mesh has no axis "y"}}
  %0 = cleave.group_index over @mesh["y"] : index
  return
}

// -----

func.func @group_index_mesh() {
  // expected-error @+1 {{'cleave.group_index' op refers to @nowhere, which is not a cleave.mesh}}
  %0 = cleave.group_index over @nowhere["y"] : index
  return
}

// -----

// Splits per part ('{"x"}x3'): function arguments only, closed, with axes,
// and parts that divide evenly.
cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{expected a parts count of the form 'x<N>' (N at least 1), got 'x0'}}
func.func @zero_parts(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}x0]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{expected a parts count of the form 'x<N>' (N at least 1), got 'xq'}}
func.func @bad_parts(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}xq]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{a dim split per part ('x2') must name its axes and be closed}}
func.func @open_parts(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", ?}x2]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{a dim split per part ('x2') must name its axes and be closed}}
func.func @no_axes_parts(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}x2]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op argument #0: dim 0 of 'tensor<6xf32>' is split into 2 parts over 2 devices; its size must be a multiple of 4}}
func.func @uneven_parts(%a: tensor<6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}x2]>}) { return }

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{'func.func' op result #0: dim 0 of 'tensor<6xf32>' is split into 2 parts over 2 devices; its size must be a multiple of 4}}
func.func @result_uneven_parts(%a: tensor<6xf32>) -> (tensor<6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}x2]>}) { return %a : tensor<6xf32> }

// -----

func.func @exit_on_expand(%a: tensor<8xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tensor.expand_shape' op 'cleave.per_part_exit' must be a unit attribute on a tensor.collapse_shape}}
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, 4] {cleave.per_part_exit} : tensor<8xf32> into tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @op_parts(%a: tensor<8xf32>) {
  // expected-error @+1 {{result #0: a dim split per part ('{...}xN') is only for function arguments and results}}
  %0 = "some.op"(%a) {cleave.sharding = #cleave.sharding<@mesh, [{"x"}x2]>} : (tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @constraint_parts(%a: tensor<8xf32>) {
  // expected-error @+1 {{'cleave.constraint' op splits a dim per part ('{...}xN'); only function arguments may}}
  %0 = cleave.constraint %a <@mesh, [{"x"}x2]> : tensor<8xf32>
  return
}

// -----

cleave.mesh @mesh_p2p = <["stage"=2]>
func.func @send_peer(%x: tensor<4xf32>) {
  // expected-error @+1 {{peer 2 is out of range for a group of 2 devices}}
  cleave.send %x over @mesh_p2p["stage"] to 2 tag = 0 : tensor<4xf32>
  return
}

// -----

cleave.mesh @mesh_p2p = <["stage"=2]>
func.func @recv_tag() -> tensor<4xf32> {
  // expected-error @+1 {{tag 40000 is out of range [0, 32767)}}
  %y = cleave.recv over @mesh_p2p["stage"] from 1 tag = 40000 : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

cleave.mesh @mesh_p2p = <["stage"=2]>
func.func @barrier_axis() {
  // expected-error @+1 {{mesh @mesh_p2p has no axis "data"}}
  cleave.barrier over @mesh_p2p["data"]
  return
}

// -----

func.func @scan_dim(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{scan dim 2 is out of range for a rank-2 tensor}}
  %y = cleave.scan %x dim = 2 kind = sum : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

func.func @scan_type(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{scans integers or floats, not 'complex<f32>'}}
  %y = cleave.scan %x dim = 0 kind = sum : tensor<4xcomplex<f32>>
  return %y : tensor<4xcomplex<f32>>
}

// -----

func.func @scan_negative_dim(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{scan dim -1 is out of range for a rank-1 tensor}}
  %y = cleave.scan %x dim = -1 kind = sum : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @sort_dim(%x: tensor<4x8xf32>) -> tensor<4x8xi64> {
  // expected-error @+1 {{sort dim 2 is out of range for a rank-2 tensor}}
  %v, %i = cleave.sort %x dim = 2 : tensor<4x8xf32> -> tensor<4x8xi64>
  return %i : tensor<4x8xi64>
}

// -----

func.func @sort_indices_shape(%x: tensor<4x8xf32>) -> tensor<8x4xi64> {
  // expected-error @+1 {{indices 'tensor<8x4xi64>' must have the input's shape 'tensor<4x8xf32>'}}
  %v, %i = cleave.sort %x dim = 1 : tensor<4x8xf32> -> tensor<8x4xi64>
  return %i : tensor<8x4xi64>
}

// -----

func.func @sort_indices_type(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{indices must be integers of at least 2 bits, not 'f32'}}
  %v, %i = cleave.sort %x dim = 1 : tensor<4x8xf32> -> tensor<4x8xf32>
  return %i : tensor<4x8xf32>
}

// -----

func.func @sort_indices_narrow(%x: tensor<4x300xf32>) -> tensor<4x300xi8> {
  // expected-error @+1 {{indices of type 'i8' cannot number the 300 positions of the sorted dim}}
  %v, %i = cleave.sort %x dim = 1 : tensor<4x300xf32> -> tensor<4x300xi8>
  return %i : tensor<4x300xi8>
}

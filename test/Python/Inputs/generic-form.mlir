"builtin.module"() ({
  "func.func"() <{arg_attrs = [{cleave.name = "x"}], function_type = (tensor<8x4xf32>) -> tensor<8x4xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<8x4xf32>):
    %0 = "math.tanh"(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    "func.return"(%0) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

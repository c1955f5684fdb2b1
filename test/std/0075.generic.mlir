"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {llvm.noundef, test.tag = "x"}], function_type = (memref<2xi32>, memref<4xi32>, memref<4xi32>) -> i32, sym_name = "compute0"}> ({
  ^bb0(%arg0: memref<2xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>):
    %0 = "arith.constant"() <{value = 75 : i64}> : () -> i64
    %1 = "arith.index_castui"(%0) : (i64) -> index
    %2 = "tensor.empty"() : () -> tensor<2x4xf32>
    %3 = "scf.forall"(%2) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
    ^bb0(%arg3: index, %arg4: tensor<2x4xf32>):
      %11 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %12 = "arith.minsi"(%11, %11) : (i64, i64) -> i64
      %13 = "arith.constant"() <{value = dense<[[0.000000e+00, 3.000000e+00, -1.000000e+00, -7.500000e+00]]> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%13, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xf32>, tensor<2x4xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = "arith.constant"() <{value = dense<5.000000e-01> : vector<4xf32>}> : () -> vector<4xf32>
    %5 = "arith.negf"(%4) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>) -> vector<4xf32>
    %6 = "arith.constant"() <{value = dense<0> : vector<4xi64>}> : () -> vector<4xi64>
    %7:2 = "arith.addui_extended"(%6, %6) : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi1>)
    %8 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
    %9 = "arith.addf"(%8, %8) <{fastmath = #arith.fastmath<arcp>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %10 = "arith.constant"() <{value = 36 : i32}> : () -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


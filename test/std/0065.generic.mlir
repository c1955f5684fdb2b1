"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}], function_type = (tensor<1xf64>, tensor<1xf64>) -> (index, vector<1xf64>, tensor<1xf64>), res_attrs = [{}, {test.foo = 1 : i32}, {test.foo = 1 : i32}], sym_name = "fn.0"}> ({
  ^bb0(%arg4: tensor<1xf64>, %arg5: tensor<1xf64>):
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "memref.load"(%8, %9) : (memref<1xi32>, index) -> i32
    %11 = "arith.constant"() <{value = dense<-6> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
    %12 = "scf.forall"(%11) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 1>}> ({
    ^bb0(%arg6: index, %arg7: tensor<1x4xi32>):
      %15:3 = "func.call"(%arg4, %arg4) <{callee = @fn.0}> : (tensor<1xf64>, tensor<1xf64>) -> (index, vector<1xf64>, tensor<1xf64>)
      %16 = "tensor.empty"() : () -> tensor<1xf32>
      %17 = "arith.fptosi"(%16) : (tensor<1xf32>) -> tensor<1xi8>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%11, %arg7, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xi32>, tensor<1x4xi32>, index) -> ()
      }) : () -> ()
    }) : (tensor<1x4xi32>) -> tensor<1x4xi32>
    %13 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<1xf64>}> : () -> vector<1xf64>
    %14 = "tensor.empty"() : () -> tensor<1xf64>
    "func.return"(%9, %13, %14) : (index, vector<1xf64>, tensor<1xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, memref<4xf64>) -> tensor<1xi32>, sym_name = "kernel_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: memref<4xf64>):
    %0 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %1 = "arith.maximumf"(%0, %0) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
    %2 = "tensor.empty"() : () -> tensor<1xf16>
    %3 = "math.isnormal"(%2) <{fastmath = #arith.fastmath<none>}> : (tensor<1xf16>) -> tensor<1xi1>
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "scf.while"(%4) ({
    ^bb0(%arg3: i32):
      %7 = "arith.cmpi"(%arg3, %4) <{predicate = 9 : i64}> : (i32, i32) -> i1
      "cf.assert"(%7) <{msg = "ok"}> : (i1) -> ()
      "scf.condition"(%7, %4) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i32) -> i32
    %6 = "tensor.empty"() : () -> tensor<1xi32>
    "func.return"(%6) : (tensor<1xi32>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) {test.module_note = "std"} : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = () -> bf16, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{}, {llvm.zeroext}, {}], function_type = (i32, i32, i64) -> tensor<3x2xi16>, res_attrs = [{llvm.noundef}], sym_name = "helper7"}> ({
    ^bb0(%arg8: i32, %arg9: i32, %arg10: i64):
      %8 = "arith.constant"() <{value = dense<-1> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
      %9 = "arith.constant"() <{value = 1 : index}> : () -> index
      %10 = "tensor.extract_slice"(%8, %9) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, -9223372036854775808>}> : (tensor<2x2xi32>, index) -> tensor<2x1xi32>
      %11 = "arith.constant"() <{value = 0 : index}> : () -> index
      %12 = "tensor.dim"(%8, %11) : (tensor<2x2xi32>, index) -> index
      %13 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      %14 = "arith.uitofp"(%13) : (i16) -> f16
      %15 = "tensor.empty"() : () -> tensor<3x2xi16>
      "func.return"(%15) : (tensor<3x2xi16>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1xi64>, memref<2x2xi32>, tensor<2x2xi64>, vector<2x2xf16>) -> (), sym_name = "f0", sym_visibility = "public"}> ({
  ^bb0(%arg4: vector<1xi64>, %arg5: memref<2x2xi32>, %arg6: tensor<2x2xi64>, %arg7: vector<2x2xf16>):
    %4 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %5 = "math.fma"(%4, %4, %4) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32, f32, f32) -> f32
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xindex>
    %7 = "memref.reinterpret_cast"(%6) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<2x2xindex>) -> memref<4xindex, strided<[1]>>
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {llvm.noundef}], function_type = (tensor<2x4xi32>, tensor<?x2xindex>, i32, f16) -> memref<4x4xi32>, sym_name = "fn.1"}> ({
  ^bb0(%arg0: tensor<2x4xi32>, %arg1: tensor<?x2xindex>, %arg2: i32, %arg3: f16):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.ceildivsi"(%0, %0) : (i64, i64) -> i64
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "scf.execute_region"() ({
      "scf.yield"(%0) : (i64) -> ()
    }) : () -> i64
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xi32>
    "func.return"(%3) : (memref<4x4xi32>) -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) : () -> ()


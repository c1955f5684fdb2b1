"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i8, memref<4xf32>, tensor<1x2x4xf32>, memref<1x?x?xi8>) -> vector<1xf32>, res_attrs = [{llvm.noundef}], sym_name = "helper4"}> ({
    ^bb0(%arg8: i8, %arg9: memref<4xf32>, %arg10: tensor<1x2x4xf32>, %arg11: memref<1x?x?xi8>):
      %25 = "arith.constant"() <{value = 0 : index}> : () -> index
      %26 = "arith.constant"() <{value = 9 : index}> : () -> index
      %27 = "arith.constant"() <{value = 2 : index}> : () -> index
      "scf.for"(%25, %26, %27) ({
      ^bb0(%arg12: index):
        %29 = "arith.constant"() <{value = 2 : index}> : () -> index
        %30 = "arith.constant"() <{value = 2 : index}> : () -> index
        %31 = "arith.constant"() <{value = 2 : index}> : () -> index
        %32 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
        %33:2 = "scf.for"(%29, %30, %31, %32, %32) ({
        ^bb0(%arg13: index, %arg14: f32, %arg15: f32):
          %34 = "arith.constant"() <{value = dense<[127, 0, 52, 1, 0, 127, 67, -1]> : tensor<8xi8>}> : () -> tensor<8xi8>
          %35 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
          "scf.yield"(%35, %arg15) : (f32, f32) -> ()
        }) : (index, index, index, f32, f32) -> (f32, f32)
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %28 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<1xf32>}> : () -> vector<1xf32>
      "func.return"(%28) : (vector<1xf32>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}, {}], function_type = (tensor<4xf32>, i8, vector<1x2x4xf32>, memref<?xf32>) -> (), sym_name = "compute0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: i8, %arg2: vector<1x2x4xf32>, %arg3: memref<?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 7 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%0, %1, %2) ({
    ^bb0(%arg7: index):
      %19 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %20 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %21 = "arith.divsi"(%19, %20) : (i32, i32) -> i32
      %22 = "arith.constant"() <{value = dense<1.503910e-01> : vector<1x2x4xbf16>}> : () -> vector<1x2x4xbf16>
      %23 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
      %24 = "arith.minimumf"(%23, %23) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %3 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %4 = "tensor.from_elements"(%3, %3, %3, %3) : (f32, f32, f32, f32) -> tensor<2x2xf32>
    %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %6 = "arith.remf"(%3, %5) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %10:2 = "scf.for"(%7, %8, %9, %5, %arg1) ({
    ^bb0(%arg4: i32, %arg5: f32, %arg6: i8):
      %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      %12 = "memref.reinterpret_cast"(%11) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<4xf32, strided<[1]>>
      %13 = "arith.constant"() <{value = dense<[[[2.500000e+00, -2.500000e-01, 4.000000e+02, -2.500000e-01], [1.000000e+00, 1.500000e-01, 1.000000e+00, 1.000000e+02]]]> : vector<1x2x4xf32>}> : () -> vector<1x2x4xf32>
      %14 = "tensor.empty"() : () -> tensor<1x2x4xi32>
      %15 = "arith.constant"() <{value = 0 : index}> : () -> index
      %16 = "arith.constant"() <{value = 1 : index}> : () -> index
      %17 = "arith.constant"() <{value = 0 : index}> : () -> index
      %18 = "tensor.extract"(%14, %15, %16, %17) : (tensor<1x2x4xi32>, index, index, index) -> i32
      "scf.yield"(%5, %arg1) : (f32, i8) -> ()
    }) : (i32, i32, i32, f32, i8) -> (f32, i8)
    "func.return"() : () -> ()
  }) {ref = @inner::@helper4} : () -> ()
}) : () -> ()


#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i16, tensor<4x3xf64>, memref<4xbf16>) -> (i32, f64), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.zeroext}, {test.foo = 1 : i32}], function_type = (i8, vector<4x3xf64>) -> (bf16, f64), res_attrs = [{llvm.noundef, test.tag = "x"}, {}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (f32) -> tensor<?xbf16>, res_attrs = [{llvm.noundef}], sym_name = "kernel_0", sym_visibility = "public"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4xbf16>}> : () -> tensor<4xbf16>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.extract"(%0, %1) : (tensor<4xbf16>, index) -> bf16
    %3 = "tensor.empty"() : () -> tensor<4xi16>
    %4 = "tensor.empty"() : () -> tensor<4xi16>
    %5 = "linalg.add"(%3, %4, %3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: i16, %arg8: i16, %arg9: i16):
      %50 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
      "linalg.yield"(%50) : (i16) -> ()
    }) : (tensor<4xi16>, tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
    %6 = "tensor.empty"() : () -> tensor<4xf64>
    %7 = "math.copysign"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 6 : index}> : () -> index
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "scf.for"(%8, %9, %10, %2) ({
    ^bb0(%arg5: index, %arg6: bf16):
      %46 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
      %47 = "memref.reinterpret_cast"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 2, 1>}> : (memref<4xf64>) -> memref<2x2xf64, strided<[2, 1]>>
      %48 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %49:2 = "arith.mului_extended"(%48, %48) : (i32, i32) -> (i32, i32)
      "scf.yield"(%2) : (bf16) -> ()
    }) : (index, index, index, bf16) -> bf16
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "arith.constant"() <{value = 4 : index}> : () -> index
    %14 = "memref.alloc"(%12, %13) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf64, #map>
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 2 : index}> : () -> index
    %17 = "memref.load"(%14, %15, %16) : (memref<?x4xf64, #map>, index, index) -> f64
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %19 = "arith.cmpi"(%18, %18) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %20 = "scf.if"(%19) ({
      %43 = "arith.constant"() <{value = dense<[[true, false, false], [false, true, true], [false, true, true], [true, false, true]]> : vector<4x3xi1>}> : () -> vector<4x3xi1>
      %44 = "arith.cmpi"(%43, %43) <{predicate = 8 : i64}> : (vector<4x3xi1>, vector<4x3xi1>) -> vector<4x3xi1>
      %45 = "tensor.cast"(%6) : (tensor<4xf64>) -> tensor<4xf64>
      "scf.yield"(%2) : (bf16) -> ()
    }, {
      %40 = "arith.constant"() <{value = dense<[1, 35, -1, 2147483647]> : vector<4xi32>}> : () -> vector<4xi32>
      %41 = "arith.constant"() <{value = dense<[-1, -1, 2147483647, 11]> : vector<4xi32>}> : () -> vector<4xi32>
      %42 = "math.ipowi"(%40, %41) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      "scf.yield"(%2) : (bf16) -> ()
    }) : (i1) -> bf16
    %21 = "scf.while"(%arg0) ({
    ^bb0(%arg2: f32):
      %24 = "arith.constant"() <{value = 2 : index}> : () -> index
      %25 = "arith.constant"() <{value = 1 : index}> : () -> index
      %26 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<4xf64>}> : () -> vector<4xf64>
      %27 = "scf.for"(%24, %13, %25, %26) ({
      ^bb0(%arg3: index, %arg4: vector<4xf64>):
        %29 = "scf.if"(%19) ({
          %37 = "arith.constant"() <{value = dense<[[1.500000e-01, 1.000000e+00, 1.000000e+00], [1.500000e-01, 1.500000e-01, 5.000000e-01], [4.000000e+02, 1.000000e+00, -1.000000e+00], [2.500000e+00, 2.500000e+00, -2.500000e-01]]> : vector<4x3xf64>}> : () -> vector<4x3xf64>
          %38 = "math.isfinite"(%37) <{fastmath = #arith.fastmath<none>}> : (vector<4x3xf64>) -> vector<4x3xi1>
          %39 = "arith.constant"() <{value = -2 : i32}> : () -> i32
          "scf.yield"(%39) : (i32) -> ()
        }, {
          %30 = "arith.andi"(%19, %19) : (i1, i1) -> i1
          %31 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
          %32 = "arith.constant"() <{value = 0 : index}> : () -> index
          %33 = "arith.constant"() <{value = 2 : index}> : () -> index
          %34 = "memref.view"(%31, %32, %33) : (memref<2048xi8>, index, index) -> memref<?x4xf16>
          %35 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf64>
          %36 = "memref.cast"(%35) : (memref<4x4xf64>) -> memref<4x?xf64>
          "scf.yield"(%18) : (i32) -> ()
        }) : (i1) -> i32
        "scf.yield"(%arg4) : (vector<4xf64>) -> ()
      }) : (index, index, index, vector<4xf64>) -> vector<4xf64>
      %28 = "arith.cmpi"(%9, %8) <{predicate = 4 : i64}> : (index, index) -> i1
      "scf.condition"(%28, %arg2) : (i1, f32) -> ()
    }, {
    ^bb0(%arg1: f32):
      "scf.yield"(%arg0) : (f32) -> ()
    }) : (f32) -> f32
    %22 = "arith.constant"() <{value = 5 : index}> : () -> index
    %23 = "tensor.empty"(%22) : (index) -> tensor<?xbf16>
    "func.return"(%23) : (tensor<?xbf16>) -> ()
  }) : () -> ()
}) : () -> ()


#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (bf16, tensor<?x4xbf16>, vector<4xbf16>) -> bf16, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (tensor<8x4xbf16>) -> memref<1x?x1xbf16>, sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x4xbf16>):
    %24 = "arith.constant"() <{value = dense<[-7.500000e+00, 5.000000e-01, -2.500000e-01, 1.503910e-01, 3.000000e+00, 1.503910e-01, 0.000000e+00, 1.503910e-01]> : tensor<8xbf16>}> : () -> tensor<8xbf16>
    %25 = "tensor.empty"() : () -> tensor<4x8xbf16>
    %26 = "linalg.broadcast"(%24, %25) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: bf16, %arg7: bf16):
      "linalg.yield"(%arg6) : (bf16) -> ()
    }) : (tensor<8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = 6 : index}> : () -> index
    %29 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%27, %28, %29) ({
    ^bb0(%arg5: index):
      %47 = "arith.constant"() <{value = false}> : () -> i1
      %48 = "arith.xori"(%47, %47) : (i1, i1) -> i1
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %30 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %31 = "arith.constant"() <{value = 5 : i64}> : () -> i64
    %32 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    "scf.for"(%30, %31, %32) ({
    ^bb0(%arg4: i64):
      %43 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xbf16>
      %44 = "memref.reinterpret_cast"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 2, 1>}> : (memref<4xbf16>) -> memref<2x2xbf16, strided<[2, 1]>>
      %45 = "arith.constant"() <{value = 4 : index}> : () -> index
      %46 = "memref.subview"(%43, %45) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<4xbf16>, index) -> memref<?xbf16, strided<[1]>>
      "scf.yield"() : () -> ()
    }) : (i64, i64, i64) -> ()
    %33 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %34 = "arith.extf"(%33) : (f16) -> f64
    %35 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xbf16>
    %36 = "memref.reinterpret_cast"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (memref<4x3xbf16>) -> memref<12xbf16, strided<[1]>>
    %37 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %38 = "math.log"(%37) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %39 = "arith.constant"() <{value = 0 : index}> : () -> index
    %40 = "memref.dim"(%35, %39) : (memref<4x3xbf16>, index) -> index
    %41 = "arith.constant"() <{value = 1 : index}> : () -> index
    %42 = "memref.alloc"(%41) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<1x?x1xbf16>
    "func.return"(%42) : (memref<1x?x1xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, memref<3xbf16>, tensor<?x4xbf16>), sym_name = "fn.1", sym_visibility = "private"}> ({
    %0 = "arith.constant"() <{value = dense<-1> : vector<8x4xi32>}> : () -> vector<8x4xi32>
    %1 = "arith.constant"() <{value = dense<0> : vector<8x4xi32>}> : () -> vector<8x4xi32>
    %2:2 = "arith.mului_extended"(%0, %1) : (vector<8x4xi32>, vector<8x4xi32>) -> (vector<8x4xi32>, vector<8x4xi32>)
    %3 = "tensor.empty"() : () -> tensor<4xi64>
    %4 = "arith.constant"() <{value = dense<0> : tensor<4xi64>}> : () -> tensor<4xi64>
    %5 = "arith.xori"(%3, %4) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "tensor.extract"(%4, %6) : (tensor<4xi64>, index) -> i64
    %8 = "arith.constant"() <{value = dense<5.000000e-01> : vector<4xbf16>}> : () -> vector<4xbf16>
    %9 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1xbf16>
    "memref.dealloc"(%9) : (memref<4x1xbf16>) -> ()
    "memref.copy"(%9, %9) : (memref<4x1xbf16>, memref<4x1xbf16>) -> ()
    %10 = "arith.constant"() <{value = false}> : () -> i1
    "scf.if"(%10) ({
      %15 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
      %16:2 = "arith.mulsi_extended"(%15, %15) : (i16, i16) -> (i16, i16)
      %17 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8x4xf32>}> : () -> vector<8x4xf32>
      %18 = "arith.negf"(%17) <{fastmath = #arith.fastmath<arcp>}> : (vector<8x4xf32>) -> vector<8x4xf32>
      %19 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
      %20 = "tensor.empty"() : () -> tensor<4x2xf32>
      %21 = "linalg.matmul"(%19, %20, %20) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):
        %22 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %23 = "arith.addf"(%arg2, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%23) : (f32) -> ()
      }) : (tensor<4x4xf32>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %11 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
    %12 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xbf16>
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "tensor.empty"(%13) : (index) -> tensor<?x4xbf16>
    "func.return"(%11, %12, %14) : (bf16, memref<3xbf16>, tensor<?x4xbf16>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()


#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (index, tensor<?x4xi64>, tensor<8x?x?xindex>) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (memref<4x4xi64>, memref<8x8x3xindex>, index) -> i64, sym_name = "helper8"}> ({
    ^bb0(%arg10: memref<4x4xi64>, %arg11: memref<8x8x3xindex>, %arg12: index):
      %62 = "tensor.empty"() : () -> tensor<4x4xindex>
      %63 = "tensor.empty"() : () -> tensor<4x4xindex>
      %64 = "arith.cmpi"(%62, %63) <{predicate = 9 : i64}> : (tensor<4x4xindex>, tensor<4x4xindex>) -> tensor<4x4xi1>
      %65 = "arith.constant"() <{value = dense<5> : vector<4xi16>}> : () -> vector<4xi16>
      %66 = "arith.uitofp"(%65) : (vector<4xi16>) -> vector<4xf32>
      %67 = "arith.constant"() <{value = dense<0> : vector<2x2xi64>}> : () -> vector<2x2xi64>
      %68 = "arith.bitcast"(%67) : (vector<2x2xi64>) -> vector<2x2xf64>
      %69 = "arith.constant"() <{value = 41 : i64}> : () -> i64
      "func.return"(%69) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}, {}], function_type = (i64, i16, index, tensor<8x8x?xi64>) -> (vector<4x4xi16>, index, memref<?x4xi64>), res_attrs = [{test.foo = 1 : i32}, {}, {}], sym_name = "compute0"}> ({
  ^bb0(%arg4: i64, %arg5: i16, %arg6: index, %arg7: tensor<8x8x?xi64>):
    %31 = "arith.constant"() <{value = 7 : index}> : () -> index
    %32 = "arith.constant"() <{value = 4 : index}> : () -> index
    %33 = "memref.alloc"(%31, %32) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi64, #map>
    %34 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %35 = "scf.while"(%34) ({
    ^bb0(%arg9: i32):
      %59 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
      %60 = "math.log2"(%59) <{fastmath = #arith.fastmath<afn>}> : (f16) -> f16
      %61 = "arith.constant"() <{value = true}> : () -> i1
      "scf.condition"(%61, %arg9) : (i1, i32) -> ()
    }, {
    ^bb0(%arg8: i32):
      %49 = "arith.constant"() <{value = 52 : i8}> : () -> i8
      %50:2 = "arith.addui_extended"(%49, %49) : (i8, i8) -> (i8, i1)
      %51 = "arith.constant"() <{value = 1 : index}> : () -> index
      %52 = "tensor.empty"(%51) : (index) -> tensor<8x8x?xf32>
      %53 = "arith.constant"() <{value = 8 : index}> : () -> index
      %54 = "tensor.empty"(%53) : (index) -> tensor<8x8x?xf32>
      %55 = "arith.cmpf"(%52, %54) <{fastmath = #arith.fastmath<fast>, predicate = 2 : i64}> : (tensor<8x8x?xf32>, tensor<8x8x?xf32>) -> tensor<8x8x?xi1>
      %56 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<4x4xf32>}> : () -> vector<4x4xf32>
      %57 = "math.sqrt"(%56) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<4x4xf32>) -> vector<4x4xf32>
      %58 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%58) : (i32) -> ()
    }) : (i32) -> i32
    %36 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %37 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %38 = "math.ipowi"(%36, %37) : (i8, i8) -> i8
    %39 = "tensor.empty"() : () -> tensor<8x8x3xi64>
    %40 = "arith.constant"() <{value = 2 : index}> : () -> index
    %41 = "tensor.extract_slice"(%39, %40) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 6, 3, 1>, static_sizes = array<i64: -9223372036854775808, 4, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x8x3xi64>, index) -> tensor<?x4x2xi64>
    %42 = "arith.constant"() <{value = dense<2.500000e+00> : vector<8x8x3xf32>}> : () -> vector<8x8x3xf32>
    %43 = "arith.minnumf"(%42, %42) <{fastmath = #arith.fastmath<none>}> : (vector<8x8x3xf32>, vector<8x8x3xf32>) -> vector<8x8x3xf32>
    %44 = "arith.constant"() <{value = 2 : index}> : () -> index
    %45 = "tensor.splat"(%32, %44) : (index, index) -> tensor<4x?xindex>
    %46 = "arith.constant"() <{value = dense<-1> : vector<4x4xi16>}> : () -> vector<4x4xi16>
    %47 = "arith.constant"() <{value = 5 : index}> : () -> index
    %48 = "memref.alloc"(%47) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xi64>
    "func.return"(%46, %44, %48) : (vector<4x4xi16>, index, memref<?x4xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<4x4xi32>, index, index), res_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}], sym_name = "fn.1"}> ({
    %0 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xindex>
    "memref.copy"(%0, %0) : (memref<4x4xindex>, memref<4x4xindex>) -> ()
    %1 = "arith.constant"() <{value = 7 : index}> : () -> index
    %2 = "memref.alloc"(%1) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xindex>
    "memref.dealloc"(%2) : (memref<?xindex>) -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %3 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %4 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
    %5 = "tensor.empty"() : () -> tensor<1x2xbf16>
    %6 = "tensor.empty"() : () -> tensor<2x2xbf16>
    %7 = "linalg.matmul"(%5, %6, %5) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: bf16, %arg2: bf16, %arg3: bf16):
      %29 = "arith.mulf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %30 = "arith.addf"(%arg3, %29) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%30) : (bf16) -> ()
    }) : (tensor<1x2xbf16>, tensor<2x2xbf16>, tensor<1x2xbf16>) -> tensor<1x2xbf16>
    %8 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    "cf.cond_br"(%4, %8, %8)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f16, f16) -> ()
  ^bb2(%9: f16):  // 2 preds: ^bb1, ^bb1
    %10 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = 6 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    "scf.for"(%10, %11, %12) ({
    ^bb0(%arg0: i64):
      %17 = "tensor.empty"() : () -> tensor<4x4xindex>
      %18 = "tensor.collapse_shape"(%17) <{reassociation = [[0, 1]]}> : (tensor<4x4xindex>) -> tensor<16xindex>
      %19 = "tensor.empty"() : () -> tensor<8x8x3xi64>
      %20 = "arith.constant"() <{value = 0 : index}> : () -> index
      %21 = "arith.constant"() <{value = 1 : index}> : () -> index
      %22 = "arith.constant"() <{value = 1 : index}> : () -> index
      %23 = "tensor.insert"(%11, %19, %20, %21, %22) : (i64, tensor<8x8x3xi64>, index, index, index) -> tensor<8x8x3xi64>
      %24 = "arith.constant"() <{value = dense<[[34, 31, -1, -19], [38, 127, 5, 76], [1, -1, 65, -1], [74, -1, -1, 127]]> : vector<4x4xi8>}> : () -> vector<4x4xi8>
      %25 = "arith.constant"() <{value = dense<0> : vector<4x4xi8>}> : () -> vector<4x4xi8>
      %26:2 = "arith.addui_extended"(%24, %25) : (vector<4x4xi8>, vector<4x4xi8>) -> (vector<4x4xi8>, vector<4x4xi1>)
      %27 = "arith.constant"() <{value = 13 : index}> : () -> index
      %28 = "tensor.extract"(%18, %27) : (tensor<16xindex>, index) -> index
      "scf.yield"() : () -> ()
    }) : (i64, i64, i64) -> ()
    %13 = "arith.constant"() <{value = true}> : () -> i1
    %14 = "arith.select"(%13, %1, %1) : (i1, index, index) -> index
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    %15 = "arith.constant"() <{value = dense<0> : vector<4x4xi32>}> : () -> vector<4x4xi32>
    %16 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    "func.return"(%15, %16, %16) : (vector<4x4xi32>, index, index) -> ()
  }) {ref = @inner::@helper8} : () -> ()
}) : () -> ()


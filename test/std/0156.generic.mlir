#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i16, index, tensor<4x8xi16>) -> memref<1x3xi16>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}, {}], function_type = (i32, tensor<1x2xi32>) -> (i16, i16), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "compute0", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: tensor<1x2xi32>):
    %0 = "arith.constant"() <{value = -17 : index}> : () -> index
    %1 = "arith.cmpi"(%0, %0) <{predicate = 8 : i64}> : (index, index) -> i1
    "cf.assert"(%1) <{msg = "ok"}> : (i1) -> ()
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xf64>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x1xf64>
    %4 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x1xf64>
    "linalg.matmul"(%2, %3, %4) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f64, %arg8: f64, %arg9: f64):
      %42 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %43 = "arith.addf"(%arg9, %42) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%43) : (f64) -> ()
    }) : (memref<1x8xf64>, memref<8x1xf64>, memref<1x1xf64>) -> ()
    %5 = "tensor.empty"() : () -> tensor<1x3xf64>
    %6 = "arith.negf"(%5) <{fastmath = #arith.fastmath<fast>}> : (tensor<1x3xf64>) -> tensor<1x3xf64>
    %7 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x3xi16>
    %8 = "memref.subview"(%7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<1x3xi16>) -> memref<1x1xi16, strided<[3, 1]>>
    %9 = "arith.constant"() <{value = 21 : i16}> : () -> i16
    %10 = "tensor.splat"(%9) : (i16) -> tensor<1x3xi16>
    "cf.br"(%9, %arg0)[^bb1] : (i16, i32) -> ()
  ^bb1(%11: i16, %12: i32):  // pred: ^bb0
    %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x3xf32>
    "memref.dealloc"(%13) : (memref<1x3xf32>) -> ()
    %14 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi16>
    %15 = "memref.subview"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<4xi16>) -> memref<1xi16, strided<[1], offset: 3>>
    %16 = "arith.constant"() <{value = dense<[1.000000e+02, 1.000000e+02, 5.000000e-01, -7.500000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %17 = "math.cos"(%16) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %18:2 = "scf.if"(%1) ({
      %34 = "arith.constant"() <{value = 2 : i64}> : () -> i64
      %35 = "arith.constant"() <{value = 8 : i64}> : () -> i64
      %36 = "arith.constant"() <{value = 2 : i64}> : () -> i64
      "scf.for"(%34, %35, %36) ({
      ^bb0(%arg6: i64):
        %38 = "arith.index_cast"(%9) : (i16) -> index
        %39 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
        %40 = "arith.cmpf"(%39, %39) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 2 : i64}> : (f32, f32) -> i1
        %41 = "arith.cmpf"(%39, %39) <{fastmath = #arith.fastmath<fast>, predicate = 10 : i64}> : (f32, f32) -> i1
        "scf.yield"() : () -> ()
      }) : (i64, i64, i64) -> ()
      %37 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%37, %12) : (i32, i32) -> ()
    }, {
      %21 = "arith.constant"() <{value = 0 : index}> : () -> index
      %22 = "arith.constant"() <{value = 7 : index}> : () -> index
      %23 = "arith.constant"() <{value = 1 : index}> : () -> index
      %24 = "arith.constant"() <{value = 0 : index}> : () -> index
      %25 = "arith.constant"() <{value = 2 : index}> : () -> index
      %26 = "arith.constant"() <{value = 2 : index}> : () -> index
      %27 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
      %28 = "scf.parallel"(%21, %24, %22, %25, %23, %26, %27) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
      ^bb0(%arg2: index, %arg3: index):
        %30 = "arith.constant"() <{value = dense<3.000000e+00> : vector<4xf64>}> : () -> vector<4xf64>
        %31 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf64>}> : () -> vector<4xf64>
        %32 = "arith.subf"(%30, %31) <{fastmath = #arith.fastmath<afn>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
        "scf.reduce"(%27) ({
        ^bb0(%arg4: f64, %arg5: f64):
          %33 = "arith.maximumf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "scf.reduce.return"(%33) : (f64) -> ()
        }) : (f64) -> ()
      }) : (index, index, index, index, index, index, f64) -> f64
      %29 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      "scf.yield"(%arg0, %arg0) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "cf.br"(%11)[^bb2] : (i16) -> ()
  ^bb2(%19: i16):  // pred: ^bb1
    %20 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    "func.return"(%20, %9) : (i16, i16) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()


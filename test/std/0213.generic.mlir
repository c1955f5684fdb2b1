"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.zeroext}], function_type = (i32) -> f64, sym_name = "helper3"}> ({
    ^bb0(%arg6: i32):
      %49 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
      %50 = "arith.cmpi"(%arg6, %arg6) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %51 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      "cf.cond_br"(%50, %51)[^bb4, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f64) -> ()
    ^bb1:  // pred: ^bb0
      %52 = "arith.cmpf"(%51, %51) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 15 : i64}> : (f64, f64) -> i1
      %53 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      "cf.cond_br"(%50, %53, %53)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i16, i16) -> ()
    ^bb2(%54: i16):  // 2 preds: ^bb1, ^bb1
      %55 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
      %56 = "arith.negf"(%55) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      %57 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
      "cf.switch"(%54, %49, %57)[^bb3, ^bb4, ^bb4] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[2, 5]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i16, f64, f64) -> ()
    ^bb3:  // pred: ^bb2
      %58 = "arith.constant"() <{value = 127 : i8}> : () -> i8
      %59 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      %60 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      "cf.switch"(%58, %59, %51, %49, %60)[^bb4, ^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[2, 3, 5]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i8, f64, f64, f64, f64) -> ()
    ^bb4(%61: f64):  // 7 preds: ^bb0, ^bb2, ^bb2, ^bb3, ^bb3, ^bb3, ^bb3
      %62 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
      "func.return"(%62) : (f64) -> ()
    }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3xf64>, f64, f32) -> (), sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg3: memref<3xf64>, %arg4: f64, %arg5: f32):
    %32 = "math.fma"(%arg5, %arg5, %arg5) <{fastmath = #arith.fastmath<fast>}> : (f32, f32, f32) -> f32
    %33 = "tensor.empty"() : () -> tensor<3xi32>
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    %35 = "tensor.extract_slice"(%33, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<3xi32>, index) -> tensor<2xi32>
    %36 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %37 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %38 = "arith.constant"() <{value = 0 : index}> : () -> index
    %39 = "memref.view"(%37, %38) : (memref<2048xi8>, index) -> memref<4x8xf64>
    %40 = "arith.constant"() <{value = 3 : index}> : () -> index
    %41 = "arith.constant"() <{value = 0 : index}> : () -> index
    %42 = "memref.load"(%39, %40, %41) : (memref<4x8xf64>, index, index) -> f64
    "func.call"(%arg3, %arg4, %arg5) <{callee = @compute0}> : (memref<3xf64>, f64, f32) -> ()
    %43 = "arith.constant"() <{value = dense<4.000000e+02> : tensor<4x8x3xf64>}> : () -> tensor<4x8x3xf64>
    %44 = "tensor.cast"(%43) : (tensor<4x8x3xf64>) -> tensor<?x?x3xf64>
    %45 = "arith.constant"() <{value = dense<[[-2.500000e-01, 0.000000e+00, -7.500000e+00, 1.500240e-01], [1.500240e-01, 0.000000e+00, 1.000000e+00, -1.000000e+00]]> : vector<2x4xf16>}> : () -> vector<2x4xf16>
    %46 = "arith.subf"(%45, %45) <{fastmath = #arith.fastmath<none>}> : (vector<2x4xf16>, vector<2x4xf16>) -> vector<2x4xf16>
    %47 = "arith.constant"() <{value = dense<[1.000000e+02, 0.000000e+00, 1.000000e+00]> : vector<3xbf16>}> : () -> vector<3xbf16>
    %48 = "math.powf"(%47, %47) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<3xbf16>, vector<3xbf16>) -> vector<3xbf16>
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (memref<3xf64>) -> (), sym_name = "kernel_1", sym_visibility = "public"}> ({
  ^bb0(%arg0: memref<3xf64>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "tensor.empty"(%0) : (index) -> tensor<2x?xf64>
    %2 = "math.cos"(%1) <{fastmath = #arith.fastmath<none>}> : (tensor<2x?xf64>) -> tensor<2x?xf64>
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.cmpi"(%3, %3) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %5 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    "cf.br"(%5)[^bb1] : (f64) -> ()
  ^bb1(%6: f64):  // pred: ^bb0
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 6 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 6 : index}> : () -> index
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%7, %10, %8, %11, %9, %12) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg1: index, %arg2: index):
      %25 = "tensor.empty"() : () -> tensor<2x4xf64>
      %26 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<1x3xf64>}> : () -> tensor<1x3xf64>
      %27 = "tensor.insert_slice"(%26, %25) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 1, 3>, static_strides = array<i64: 1, 1>}> : (tensor<1x3xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
      %28 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
      %29 = "arith.constant"() <{value = 0 : index}> : () -> index
      %30 = "arith.constant"() <{value = 6 : index}> : () -> index
      %31 = "memref.view"(%28, %29, %30) : (memref<2048xi8>, index, index) -> memref<?x4xf16>
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %13 = "arith.constant"() <{value = 8 : index}> : () -> index
    %14 = "tensor.empty"(%13) : (index) -> tensor<?x4xbf16>
    %15 = "arith.negf"(%14) <{fastmath = #arith.fastmath<arcp>}> : (tensor<?x4xbf16>) -> tensor<?x4xbf16>
    %16 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    "cf.switch"(%16, %16, %17, %16, %6)[^bb2, ^bb2] <{case_operand_segments = array<i32: 2>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, i32, f64, i32, f64) -> ()
  ^bb2(%18: i32, %19: f64):  // 2 preds: ^bb1, ^bb1
    %20 = "arith.constant"() <{value = dense<[1, 0, 45]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %21 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<3x4xf32>}> : () -> vector<3x4xf32>
    %22 = "arith.truncf"(%21) : (vector<3x4xf32>) -> vector<3x4xbf16>
    "cf.cond_br"(%4, %18, %18)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb3(%23: i32):  // 2 preds: ^bb2, ^bb2
    %24 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<3xf64>) -> memref<1xf64, strided<[1]>>
    "func.return"() : () -> ()
  }) {ref = @inner::@helper3} : () -> ()
}) : () -> ()


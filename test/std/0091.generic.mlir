"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {test.foo = 1 : i32}], function_type = (memref<4x2xi16>, f64, f64) -> (f64, tensor<4x?xi64>, i16), res_attrs = [{test.foo = 1 : i32}, {}, {llvm.signext}], sym_name = "f0", sym_visibility = "public"}> ({
  ^bb0(%arg0: memref<4x2xi16>, %arg1: f64, %arg2: f64):
    %0 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<1xf64>}> : () -> tensor<1xf64>
    %1 = "tensor.cast"(%0) : (tensor<1xf64>) -> tensor<?xf64>
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.cmpi"(%2, %2) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %4 = "arith.constant"() <{value = dense<[[32767, 5], [-10, 48], [32767, 0], [0, 32767]]> : vector<4x2xi16>}> : () -> vector<4x2xi16>
    %5 = "arith.select"(%3, %4, %4) : (i1, vector<4x2xi16>, vector<4x2xi16>) -> vector<4x2xi16>
    %6 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    "cf.cond_br"(%3, %6, %6, %6, %6)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i16, i16, i16, i16) -> ()
  ^bb1(%7: i16, %8: i16):  // 2 preds: ^bb0, ^bb0
    %9 = "tensor.empty"() : () -> tensor<4xf32>
    %10 = "tensor.empty"() : () -> tensor<4xf32>
    %11 = "arith.subf"(%9, %10) <{fastmath = #arith.fastmath<fast>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %13 = "math.absf"(%12) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32) -> f32
    "cf.cond_br"(%3, %arg2)[^bb4, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, f64) -> ()
  ^bb2(%14: f64):  // pred: ^bb1
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %16 = "arith.index_castui"(%15) : (index) -> i16
    %17 = "arith.constant"() <{value = dense<53> : vector<4xi64>}> : () -> vector<4xi64>
    %18 = "arith.maxsi"(%17, %17) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %19 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    "cf.cond_br"(%3, %19, %19)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb3(%20: f32):  // 2 preds: ^bb2, ^bb2
    %21 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi16>
    %22 = "memref.cast"(%21) : (memref<4xi16>) -> memref<4xi16>
    %23 = "tensor.extract_slice"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf64>) -> tensor<1xf64>
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 2 preds: ^bb1, ^bb3
    %24 = "arith.constant"() <{value = dense<[1.000000e+00, -7.500000e+00, -7.500000e+00, 1.000000e+00]> : vector<4xf64>}> : () -> vector<4xf64>
    %25 = "math.tanh"(%24) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf64>) -> vector<4xf64>
    %26 = "scf.while"(%2) ({
    ^bb0(%arg4: i32):
      %30 = "arith.constant"() <{value = 1 : index}> : () -> index
      %31 = "memref.alloca"(%30) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<1x?x4xf64>
      %32 = "arith.constant"() <{value = 0 : index}> : () -> index
      %33 = "arith.constant"() <{value = 0 : index}> : () -> index
      %34 = "arith.constant"() <{value = 0 : index}> : () -> index
      "memref.store"(%arg1, %31, %32, %33, %34) : (f64, memref<1x?x4xf64>, index, index, index) -> ()
      "scf.condition"(%3, %2) : (i1, i32) -> ()
    }, {
    ^bb0(%arg3: i32):
      "scf.yield"(%2) : (i32) -> ()
    }) : (i32) -> i32
    %27 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %28 = "arith.constant"() <{value = 7 : index}> : () -> index
    %29 = "tensor.empty"(%28) : (index) -> tensor<4x?xi64>
    "func.return"(%27, %29, %6) : (f64, tensor<4x?xi64>, i16) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()


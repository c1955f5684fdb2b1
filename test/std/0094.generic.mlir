"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, i32), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}, {}], function_type = (i32, f16) -> f16, sym_name = "fn.0"}> ({
  ^bb0(%arg0: i32, %arg1: f16):
    %0 = "arith.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "tensor.extract_slice"(%0, %1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<4xi32>, index) -> tensor<?xi32>
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4 = "arith.cmpf"(%3, %3) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %5 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "scf.for"(%6, %7, %8, %5) ({
    ^bb0(%arg2: index, %arg3: i32):
      %29 = "arith.constant"() <{value = 8 : index}> : () -> index
      %30 = "memref.alloc"(%29) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<2x?xf16>
      %31 = "arith.constant"() <{value = 1 : index}> : () -> index
      %32 = "arith.constant"() <{value = 0 : index}> : () -> index
      "memref.store"(%arg1, %30, %31, %32) : (f16, memref<2x?xf16>, index, index) -> ()
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %10 = "math.fma"(%3, %3, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    "scf.if"(%4) ({
      %26 = "arith.constant"() <{value = dense<[-7.500000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00]> : vector<4xf16>}> : () -> vector<4xf16>
      %27 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<4xf16>}> : () -> vector<4xf16>
      %28 = "arith.cmpf"(%26, %27) <{fastmath = #arith.fastmath<fast>, predicate = 8 : i64}> : (vector<4xf16>, vector<4xf16>) -> vector<4xi1>
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %11 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %12 = "arith.cmpf"(%11, %11) <{fastmath = #arith.fastmath<arcp>, predicate = 15 : i64}> : (f64, f64) -> i1
    %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xf16>
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %16 = "memref.load"(%13, %14, %15) : (memref<4x3xf16>, index, index) -> f16
    %17 = "arith.constant"() <{value = 8 : index}> : () -> index
    %18 = "tensor.empty"(%17) : (index) -> tensor<1x?xi64>
    %19 = "math.cttz"(%18) : (tensor<1x?xi64>) -> tensor<1x?xi64>
    %20 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<4xf16>}> : () -> vector<4xf16>
    %21 = "arith.cmpf"(%20, %20) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (vector<4xf16>, vector<4xf16>) -> vector<4xi1>
    %22 = "memref.cast"(%13) : (memref<4x3xf16>) -> memref<4x?xf16>
    %23 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %24 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %25:2 = "arith.mului_extended"(%23, %24) : (i16, i16) -> (i16, i16)
    "func.return"(%16) : (f16) -> ()
  }) : () -> ()
}) : () -> ()


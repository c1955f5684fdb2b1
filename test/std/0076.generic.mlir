"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<1x4xi64>, res_attrs = [{test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (i64, tensor<2x1xi64>) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xi64>) -> index, sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<?x4xi64>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xi64>
    %1 = "memref.reinterpret_cast"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (memref<4x3xi64>) -> memref<12xi64, strided<[1]>>
    %2 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "memref.view"(%2, %3) : (memref<2048xi8>, index) -> memref<4x8xf64>
    %5 = "arith.constant"() <{value = dense<[[4.000000e+02, -7.500000e+00, 1.503910e-01], [2.500000e+00, 1.000000e+00, -7.500000e+00], [3.000000e+00, 3.000000e+00, 3.000000e+00], [0.000000e+00, 4.000000e+02, 1.503910e-01]]> : vector<4x3xbf16>}> : () -> vector<4x3xbf16>
    %6 = "arith.fptosi"(%5) : (vector<4x3xbf16>) -> vector<4x3xi32>
    %7 = "arith.constant"() <{value = dense<[[1.000000e+00, 4.000000e+02, 4.000000e+02, 5.000000e-01]]> : vector<1x4xf64>}> : () -> vector<1x4xf64>
    %8 = "math.round"(%7) <{fastmath = #arith.fastmath<none>}> : (vector<1x4xf64>) -> vector<1x4xf64>
    "memref.copy"(%0, %0) : (memref<4x3xi64>, memref<4x3xi64>) -> ()
    %9 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%9, %4, %10, %11) : (f64, memref<4x8xf64>, index, index) -> ()
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "memref.load"(%0, %12, %13) : (memref<4x3xi64>, index, index) -> i64
    %15 = "arith.constant"() <{value = false}> : () -> i1
    "scf.if"(%15) ({
      %16 = "arith.cmpi"(%6, %6) <{predicate = 0 : i64}> : (vector<4x3xi32>, vector<4x3xi32>) -> vector<4x3xi1>
      %17 = "arith.constant"() <{value = 56 : i32}> : () -> i32
      %18 = "scf.while"(%17) ({
      ^bb0(%arg2: i32):
        %21 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
        %22 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
        %23 = "math.atan2"(%9, %22) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
        %24 = "tensor.empty"() : () -> tensor<1x4xi64>
        %25 = "arith.constant"() <{value = 1 : index}> : () -> index
        %26 = "tensor.extract_slice"(%24, %25) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, -9223372036854775808>}> : (tensor<1x4xi64>, index) -> tensor<1x2xi64>
        "scf.condition"(%15, %arg2) : (i1, i32) -> ()
      }, {
      ^bb0(%arg1: i32):
        %19 = "arith.constant"() <{value = dense<1> : tensor<2x1xi64>}> : () -> tensor<2x1xi64>
        %20 = "func.constant"() <{value = @ext1}> : () -> ((i64, tensor<2x1xi64>) -> ())
        "func.call_indirect"(%20, %14, %19) : ((i64, tensor<2x1xi64>) -> (), i64, tensor<2x1xi64>) -> ()
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i32) -> i32
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"(%11) : (index) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()


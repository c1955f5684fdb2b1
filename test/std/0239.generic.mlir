"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {test.foo = 1 : i32}], function_type = (memref<3x2xi32>, tensor<4xf64>, tensor<8x2xi16>) -> memref<3x2xi16>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (f16, i32) -> (), sym_name = "compute0", sym_visibility = "private"}> ({
  ^bb0(%arg1: f16, %arg2: i32):
    %20 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<3x2xindex>}> : () -> tensor<3x2xindex>
    %21 = "tensor.expand_shape"(%20) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 3, 1, 2>}> : (tensor<3x2xindex>) -> tensor<3x1x2xindex>
    %22 = "arith.constant"() <{value = dense<4611686018427387903> : vector<8x2xi64>}> : () -> vector<8x2xi64>
    %23:2 = "arith.addui_extended"(%22, %22) : (vector<8x2xi64>, vector<8x2xi64>) -> (vector<8x2xi64>, vector<8x2xi1>)
    %24 = "arith.constant"() <{value = dense<1> : vector<4xi8>}> : () -> vector<4xi8>
    %25 = "arith.sitofp"(%24) : (vector<4xi8>) -> vector<4xf16>
    %26 = "arith.constant"() <{value = dense<-1> : tensor<3x2xi16>}> : () -> tensor<3x2xi16>
    %27 = "tensor.expand_shape"(%26) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 3, 1, 2>}> : (tensor<3x2xi16>) -> tensor<3x1x2xi16>
    %28 = "arith.constant"() <{value = -1 : index}> : () -> index
    %29 = "arith.constant"() <{value = 1 : index}> : () -> index
    %30 = "arith.cmpi"(%28, %29) <{predicate = 1 : i64}> : (index, index) -> i1
    "cf.assert"(%30) <{msg = ""}> : (i1) -> ()
    %31 = "arith.constant"() <{value = 50 : i32}> : () -> i32
    %32 = "tensor.empty"() : () -> tensor<8xf32>
    %33 = "linalg.div"(%32, %32, %32) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %39 = "arith.divf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%39) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %34 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %35 = "arith.remf"(%34, %34) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32, f32) -> f32
    %36 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %37 = "arith.constant"() <{value = 0 : index}> : () -> index
    %38 = "memref.view"(%36, %37) : (memref<2048xi8>, index) -> memref<4x8xf16>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (memref<3x?xi32>, i32), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "f1", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4xf64>}> : () -> tensor<4xf64>
    %1 = "arith.maxnumf"(%0, %0) <{fastmath = #arith.fastmath<reassoc,contract>}> : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %2 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%3) <{msg = "bounds check"}> : (i1) -> ()
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 7 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%4, %5, %6) ({
    ^bb0(%arg0: index):
      %14 = "tensor.empty"() : () -> tensor<3x2x4xf64>
      %15 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xi32>
      %16 = "arith.constant"() <{value = 0 : index}> : () -> index
      %17 = "memref.subview"(%15, %16) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 3, 2>, static_strides = array<i64: 1, 1>}> : (memref<3x2xi32>, index) -> memref<3x2xi32, strided<[2, 1], offset: ?>>
      %18 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
      %19 = "arith.extf"(%18) : (bf16) -> f64
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %7 = "arith.constant"() <{value = 6 : index}> : () -> index
    %8 = "tensor.empty"(%7) : (index) -> tensor<?x2xi16>
    %9 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %10 = "math.fma"(%9, %9, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
    %11 = "arith.cmpi"(%2, %2) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "memref.alloc"(%12) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<3x?xi32>
    "func.return"(%13, %2) : (memref<3x?xi32>, i32) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}], function_type = (memref<4x2xi8>, tensor<3xi64>) -> memref<?xi32>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kernel_0"}> ({
    %20 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi64>
    "memref.dealloc"(%20) : (memref<3xi64>) -> ()
    %21 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %22 = "math.ctpop"(%21) : (i8) -> i8
    %23 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %24 = "arith.constant"() <{value = -2.500000e-01 : bf16}> : () -> bf16
    "cf.br"(%23, %24)[^bb1] : (i16, bf16) -> ()
  ^bb1(%25: i16, %26: bf16):  // pred: ^bb0
    %27 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %28 = "arith.negf"(%27) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
    %29 = "arith.constant"() <{value = dense<[59, 29, 2147483647]> : vector<3xi32>}> : () -> vector<3xi32>
    %30 = "arith.cmpi"(%29, %29) <{predicate = 5 : i64}> : (vector<3xi32>, vector<3xi32>) -> vector<3xi1>
    %31 = "arith.constant"() <{value = 28 : i32}> : () -> i32
    %32 = "arith.cmpi"(%31, %31) <{predicate = 3 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%32, %25)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i16) -> ()
  ^bb2:  // pred: ^bb1
    %33 = "tensor.empty"() : () -> tensor<4x2xi64>
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    %35 = "tensor.dim"(%33, %34) : (tensor<4x2xi64>, index) -> index
    %36 = "tensor.empty"() : () -> tensor<2xi1>
    %37 = "tensor.empty"() : () -> tensor<2xi16>
    %38 = "arith.select"(%36, %37, %37) : (tensor<2xi1>, tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
    "cf.switch"(%23, %23, %23)[^bb3, ^bb4, ^bb3] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[3, 6]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i16, i16, i16) -> ()
  ^bb3(%39: i16):  // 3 preds: ^bb1, ^bb2, ^bb2
    %40 = "arith.constant"() <{value = dense<[62, 64, -1]> : tensor<3xi64>}> : () -> tensor<3xi64>
    %41 = "tensor.empty"() : () -> tensor<2xi64>
    %42 = "tensor.insert_slice"(%41, %40) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xi64>, tensor<3xi64>) -> tensor<3xi64>
    %43 = "tensor.expand_shape"(%40) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 3>}> : (tensor<3xi64>) -> tensor<1x3xi64>
    %44 = "arith.cmpi"(%23, %39) <{predicate = 1 : i64}> : (i16, i16) -> i1
    "cf.cond_br"(%44)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb3
    %45 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %46 = "arith.constant"() <{value = 1 : index}> : () -> index
    %47 = "arith.constant"() <{value = 1 : index}> : () -> index
    %48 = "tensor.splat"(%45, %46, %47) : (i64, index, index) -> tensor<?x?xi64>
    %49 = "arith.constant"() <{value = 0 : index}> : () -> index
    %50 = "tensor.dim"(%48, %49) : (tensor<?x?xi64>, index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<3xi32>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "compute1"}> ({
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.ori"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.cmpi"(%0, %3) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %5 = "arith.constant"() <{value = 73 : i16}> : () -> i16
    %6 = "arith.select"(%4, %5, %5) : (i1, i16, i16) -> i16
    %7 = "arith.constant"() <{value = 30 : i64}> : () -> i64
    %8 = "arith.minsi"(%7, %2) : (i64, i64) -> i64
    "cf.assert"(%4) <{msg = "ok"}> : (i1) -> ()
    %9 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %10 = "arith.cmpf"(%9, %9) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 9 : i64}> : (f64, f64) -> i1
    %11 = "arith.cmpi"(%3, %1) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %12 = "arith.constant"() <{value = 6 : index}> : () -> index
    %13 = "memref.alloc"(%12) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xi16>
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%6, %13, %14, %15) : (i16, memref<4x?xi16>, index, index) -> ()
    %16 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi16>
    "memref.dealloc"(%16) : (memref<3xi16>) -> ()
    %17 = "tensor.empty"() : () -> tensor<4xindex>
    %18 = "arith.cmpi"(%17, %17) <{predicate = 5 : i64}> : (tensor<4xindex>, tensor<4xindex>) -> tensor<4xi1>
    %19 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi32>
    "func.return"(%19) : (memref<3xi32>) -> ()
  }) {test.kernel} : () -> ()
}) {test.module_note = "std"} : () -> ()


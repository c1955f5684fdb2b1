"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {llvm.zeroext}, {}], function_type = (i8, i8, vector<3x4xi16>) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg3: i8, %arg4: i8, %arg5: vector<3x4xi16>):
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "arith.constant"() <{value = 3 : index}> : () -> index
    %23 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%21, %22, %23) ({
    ^bb0(%arg7: index):
      %40 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
      %41 = "arith.constant"() <{value = 0 : index}> : () -> index
      %42 = "memref.view"(%40, %41) : (memref<2048xi8>, index) -> memref<4x8xf16>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "arith.constant"() <{value = 5 : index}> : () -> index
    %26 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%24, %25, %26) ({
    ^bb0(%arg6: index):
      %36 = "tensor.empty"() : () -> tensor<1x4xi8>
      %37 = "arith.constant"() <{value = 0 : index}> : () -> index
      %38 = "arith.constant"() <{value = 1 : index}> : () -> index
      %39 = "tensor.extract"(%36, %37, %38) : (tensor<1x4xi8>, index, index) -> i8
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %27 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %28 = "arith.truncf"(%27) <{roundingmode = 0 : i32}> : (f64) -> bf16
    %29 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xi16>
    %30 = "memref.subview"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 1>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (memref<3x4xi16>) -> memref<2x1xi16, strided<[4, 1], offset: 5>>
    %31 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %32 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    "func.call"(%31, %32, %arg5) <{callee = @kernel_0}> : (i8, i8, vector<3x4xi16>) -> ()
    %33 = "arith.constant"() <{value = 0 : index}> : () -> index
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    %35 = "memref.load"(%30, %33, %34) : (memref<2x1xi16, strided<[4, 1], offset: 5>>, index, index) -> i16
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x?xi8>) -> memref<1x4xi8>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "f1"}> ({
  ^bb0(%arg0: tensor<1x?xi8>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "memref.view"(%0, %1, %2) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xi16>
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "memref.dim"(%4, %5) : (memref<1x4xi16>, index) -> index
    %7 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %8 = "arith.negf"(%7) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (bf16) -> bf16
    %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xbf16>
    "linalg.transpose"(%9, %9) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg1: bf16, %arg2: bf16):
      "linalg.yield"(%arg1) : (bf16) -> ()
    }) : (memref<3x4xbf16>, memref<3x4xbf16>) -> ()
    %10 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %11 = "arith.cmpf"(%10, %10) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 11 : i64}> : (f32, f32) -> i1
    %12 = "arith.constant"() <{value = dense<50> : tensor<1xi16>}> : () -> tensor<1xi16>
    %13 = "tensor.cast"(%12) : (tensor<1xi16>) -> tensor<1xi16>
    %14 = "arith.constant"() <{value = dense<127> : vector<1x4xi8>}> : () -> vector<1x4xi8>
    %15 = "arith.constant"() <{value = dense<[[-1, 23, 0, 1]]> : vector<1x4xi8>}> : () -> vector<1x4xi8>
    %16 = "arith.divsi"(%14, %15) : (vector<1x4xi8>, vector<1x4xi8>) -> vector<1x4xi8>
    %17 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    %18 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %19 = "math.fpowi"(%17, %18) <{fastmath = #arith.fastmath<afn>}> : (bf16, i32) -> bf16
    %20 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xi8>
    "func.return"(%20) : (memref<1x4xi8>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()


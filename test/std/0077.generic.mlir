"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}], function_type = (index, vector<2x1xindex>) -> (i16, i64), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> index, res_attrs = [{llvm.noundef}], sym_name = "compute0"}> ({
    %0 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %1:2 = "arith.mulsi_extended"(%0, %0) : (i16, i16) -> (i16, i16)
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.cmpi"(%2, %2) <{predicate = 3 : i64}> : (index, index) -> i1
    "cf.assert"(%3) <{msg = "bounds check"}> : (i1) -> ()
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8xi16>
    %5 = "memref.cast"(%4) : (memref<8x8xi16>) -> memref<8x?xi16>
    %6 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %7 = "arith.constant"() <{value = -2.500000e-01 : bf16}> : () -> bf16
    %8 = "arith.remf"(%6, %7) <{fastmath = #arith.fastmath<nnan,ninf>}> : (bf16, bf16) -> bf16
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = dense<2147483647> : tensor<8x4xi32>}> : () -> tensor<8x4xi32>
    %11 = "linalg.fill"(%9, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32):
      "linalg.yield"(%arg3) : (i32) -> ()
    }) : (i32, tensor<8x4xi32>) -> tensor<8x4xi32>
    %12 = "arith.constant"() <{value = dense<43> : vector<8x4xindex>}> : () -> vector<8x4xindex>
    %13 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8x4xbf16>}> : () -> vector<8x4xbf16>
    %14 = "arith.constant"() <{value = dense<24> : vector<8x4xi32>}> : () -> vector<8x4xi32>
    %15 = "math.fpowi"(%13, %14) <{fastmath = #arith.fastmath<none>}> : (vector<8x4xbf16>, vector<8x4xi32>) -> vector<8x4xbf16>
    %16 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %17 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    "scf.for"(%16, %16, %17) ({
    ^bb0(%arg2: i64):
      %48 = "arith.constant"() <{value = dense<1> : vector<2x1xindex>}> : () -> vector<2x1xindex>
      %49:2 = "func.call"(%2, %48) <{callee = @ext0}> : (index, vector<2x1xindex>) -> (i16, i64)
      "scf.yield"() : () -> ()
    }) : (i64, i64, i64) -> ()
    %18 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %19 = "arith.ceildivui"(%1#0, %18) : (i16, i16) -> i16
    %20 = "arith.constant"() <{value = 3 : index}> : () -> index
    %21 = "tensor.empty"(%20) : (index) -> tensor<?x4xi32>
    %22 = "arith.constant"() <{value = 3 : index}> : () -> index
    %23 = "tensor.empty"(%22) : (index) -> tensor<?x4xi32>
    %24 = "arith.remui"(%21, %23) : (tensor<?x4xi32>, tensor<?x4xi32>) -> tensor<?x4xi32>
    %25 = "memref.reinterpret_cast"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 32>, static_strides = array<i64: 32, 1>}> : (memref<8x8xi16>) -> memref<2x32xi16, strided<[32, 1]>>
    %26 = "arith.constant"() <{value = dense<4.000000e+02> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %27 = "math.cos"(%26) <{fastmath = #arith.fastmath<none>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %28 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %29 = "arith.cmpi"(%28, %28) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %30 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xi16>
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    %32 = "memref.subview"(%30, %31) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<2x1xi16>, index) -> memref<1x1xi16, strided<[1, 1], offset: ?>>
    %33 = "arith.constant"() <{value = dense<[[1, -16], [9, 0], [1, 127], [61, 127], [127, -1], [-15, 127], [17, 54], [1, 5]]> : vector<8x2xi8>}> : () -> vector<8x2xi8>
    %34 = "math.ipowi"(%33, %33) : (vector<8x2xi8>, vector<8x2xi8>) -> vector<8x2xi8>
    %35 = "tensor.empty"() : () -> tensor<2x1xindex>
    %36 = "tensor.collapse_shape"(%35) <{reassociation = [[0, 1]]}> : (tensor<2x1xindex>) -> tensor<2xindex>
    %37 = "arith.constant"() <{value = 2 : index}> : () -> index
    %38 = "tensor.empty"(%37) : (index) -> tensor<?x1xf32>
    %39 = "arith.cmpf"(%38, %38) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 14 : i64}> : (tensor<?x1xf32>, tensor<?x1xf32>) -> tensor<?x1xi1>
    %40 = "arith.constant"() <{value = 7 : index}> : () -> index
    %41 = "tensor.empty"(%40) : (index) -> tensor<?x1xindex>
    %42 = "tensor.empty"() : () -> tensor<1xi8>
    %43 = "arith.constant"() <{value = dense<1> : tensor<2x1xi8>}> : () -> tensor<2x1xi8>
    %44 = "linalg.broadcast"(%42, %43) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg0: i8, %arg1: i8):
      "linalg.yield"(%arg0) : (i8) -> ()
    }) : (tensor<1xi8>, tensor<2x1xi8>) -> tensor<2x1xi8>
    %45 = "arith.constant"() <{value = 23 : i16}> : () -> i16
    %46 = "arith.constant"() <{value = 0 : index}> : () -> index
    %47 = "arith.constant"() <{value = 21 : index}> : () -> index
    "memref.store"(%45, %25, %46, %47) : (i16, memref<2x32xi16, strided<[32, 1]>>, index, index) -> ()
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()


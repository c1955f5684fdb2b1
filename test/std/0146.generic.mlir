"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.zeroext}], function_type = (i8, i32) -> tensor<?x8xf16>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "compute0"}> ({
  ^bb0(%arg0: i8, %arg1: i32):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.cmpi"(%0, %0) <{predicate = 2 : i64}> : (index, index) -> i1
    %2:2 = "scf.if"(%1) ({
      %39 = "arith.constant"() <{value = 5 : index}> : () -> index
      %40 = "tensor.empty"(%39) : (index) -> tensor<?x1xindex>
      %41 = "arith.cmpi"(%40, %40) <{predicate = 3 : i64}> : (tensor<?x1xindex>, tensor<?x1xindex>) -> tensor<?x1xi1>
      %42 = "arith.constant"() <{value = dense<[-1, -1, 4611686018427387903, 41]> : vector<4xi64>}> : () -> vector<4xi64>
      %43 = "arith.divsi"(%42, %42) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
      %44 = "arith.constant"() <{value = 6 : index}> : () -> index
      %45 = "tensor.empty"(%44) : (index) -> tensor<?x8xbf16>
      %46 = "arith.constant"() <{value = 6 : index}> : () -> index
      %47 = "tensor.empty"(%46) : (index) -> tensor<?x8xbf16>
      %48 = "math.copysign"(%45, %47) <{fastmath = #arith.fastmath<afn>}> : (tensor<?x8xbf16>, tensor<?x8xbf16>) -> tensor<?x8xbf16>
      %49 = "tensor.empty"() : () -> tensor<1x8xi8>
      %50 = "arith.constant"() <{value = dense<1> : tensor<1x5xi8>}> : () -> tensor<1x5xi8>
      %51 = "tensor.insert_slice"(%50, %49) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 5>, static_strides = array<i64: 1, 1>}> : (tensor<1x5xi8>, tensor<1x8xi8>) -> tensor<1x8xi8>
      %52 = "arith.constant"() <{value = 62 : i8}> : () -> i8
      "scf.yield"(%arg1, %52) : (i32, i8) -> ()
    }, {
      %30 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
      %31 = "arith.constant"() <{value = 1 : index}> : () -> index
      %32 = "memref.load"(%30, %31) : (memref<2xi32>, index) -> i32
      %33 = "arith.constant"() <{value = dense<-1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
      %34 = "arith.constant"() <{value = 1 : index}> : () -> index
      %35 = "tensor.dim"(%33, %34) : (tensor<1x1xf32>, index) -> index
      %36 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      %37 = "math.log10"(%36) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
      %38 = "arith.cmpi"(%arg1, %32) <{predicate = 8 : i64}> : (i32, i32) -> i1
      "scf.yield"(%32, %arg0) : (i32, i8) -> ()
    }) : (i1) -> (i32, i8)
    %3 = "arith.constant"() <{value = 6 : index}> : () -> index
    %4 = "tensor.empty"(%3) : (index) -> tensor<?x8xindex>
    %5 = "arith.ceildivsi"(%4, %4) : (tensor<?x8xindex>, tensor<?x8xindex>) -> tensor<?x8xindex>
    %6 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %7 = "arith.cmpi"(%6, %6) <{predicate = 6 : i64}> : (i16, i16) -> i1
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "tensor.dim"(%4, %8) : (tensor<?x8xindex>, index) -> index
    %10 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x1xindex>
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "memref.subview"(%10, %11, %12) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<1x1xindex>, index, index) -> memref<1x1xindex, strided<[?, 1], offset: ?>>
    %14 = "arith.constant"() <{value = dense<[[-20, 4611686018427387903, 0, 4611686018427387903, 0, 0, 4611686018427387903, -1]]> : vector<1x8xindex>}> : () -> vector<1x8xindex>
    %15 = "arith.divui"(%14, %14) : (vector<1x8xindex>, vector<1x8xindex>) -> vector<1x8xindex>
    %16 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %17 = "arith.constant"() <{value = 41 : i64}> : () -> i64
    %18 = "arith.addi"(%16, %17) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "arith.constant"() <{value = 4 : index}> : () -> index
    %21 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%19, %20, %21) ({
    ^bb0(%arg2: index):
      %24 = "func.call"(%2#1, %arg1) <{callee = @compute0}> : (i8, i32) -> tensor<?x8xf16>
      %25 = "tensor.empty"() : () -> tensor<1x1xi8>
      %26 = "arith.constant"() <{value = 1 : index}> : () -> index
      %27 = "arith.constant"() <{value = 6 : index}> : () -> index
      %28 = "tensor.empty"(%27) : (index) -> tensor<?x1xi8>
      %29 = "tensor.insert_slice"(%28, %25, %26) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, 1>}> : (tensor<?x1xi8>, tensor<1x1xi8>, index) -> tensor<1x1xi8>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %22 = "arith.constant"() <{value = 7 : index}> : () -> index
    %23 = "tensor.empty"(%22) : (index) -> tensor<?x8xf16>
    "func.return"(%23) : (tensor<?x8xf16>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()


"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (memref<2x4x4xi16>) -> i8, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}, {}, {}], function_type = (i8, f32, memref<?xi8>) -> i8, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i16, i16, tensor<3x4xbf16>), res_attrs = [{}, {}, {test.foo = 1 : i32}], sym_name = "kernel_0", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = dense<-1> : tensor<4x2xi8>}> : () -> tensor<4x2xi8>
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "tensor.extract"(%0, %1, %2) : (tensor<4x2xi8>, index, index) -> i8
    %4 = "tensor.extract_slice"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 1>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xi8>) -> tensor<1x1xi8>
    %5 = "arith.constant"() <{value = true}> : () -> i1
    %6 = "arith.cmpi"(%5, %5) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "tensor.empty"(%7) : (index) -> tensor<?x4xi8>
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %10 = "arith.cmpi"(%9, %9) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %11 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    "cf.cond_br"(%10, %11)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i16) -> ()
  ^bb1:  // pred: ^bb0
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi8>
    "memref.dealloc"(%12) : (memref<3xi8>) -> ()
    %13 = "arith.constant"() <{value = dense<-6> : vector<3xi8>}> : () -> vector<3xi8>
    %14 = "arith.uitofp"(%13) : (vector<3xi8>) -> vector<3xbf16>
    %15 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xf32>
    %16 = "memref.expand_shape"(%15) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 3, 1, 4>}> : (memref<3x4xf32>) -> memref<3x1x4xf32>
    %17 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %18 = "math.log10"(%17) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "cf.br"(%11, %3)[^bb2] : (i16, i8) -> ()
  ^bb2(%19: i16, %20: i8):  // pred: ^bb1
    %21 = "arith.bitcast"(%19) : (i16) -> f16
    %22 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %23 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %24 = "arith.cmpf"(%22, %23) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %25 = "arith.constant"() <{value = 2 : index}> : () -> index
    %26 = "arith.cmpi"(%7, %25) <{predicate = 6 : i64}> : (index, index) -> i1
    %27:2 = "scf.if"(%26) ({
      %39 = "tensor.empty"() : () -> tensor<3x4xi8>
      %40 = "arith.constant"() <{value = dense<-2> : tensor<1x4xi8>}> : () -> tensor<1x4xi8>
      %41 = "tensor.insert_slice"(%40, %39) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xi8>, tensor<3x4xi8>) -> tensor<3x4xi8>
      %42 = "tensor.extract_slice"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 1>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xi8>) -> tensor<1x1xi8>
      %43 = "arith.constant"() <{value = dense<1> : tensor<4x8xi32>}> : () -> tensor<4x8xi32>
      %44 = "arith.ori"(%43, %43) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
      "scf.yield"(%9, %3) : (i32, i8) -> ()
    }, {
      %36 = "arith.constant"() <{value = 26 : i64}> : () -> i64
      %37 = "arith.cmpi"(%36, %36) <{predicate = 1 : i64}> : (i64, i64) -> i1
      %38 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%38, %3) : (i32, i8) -> ()
    }) : (i1) -> (i32, i8)
    "scf.while"(%20) ({
    ^bb0(%arg0: i8):
      %33 = "arith.constant"() <{value = dense<2> : vector<3xi16>}> : () -> vector<3xi16>
      %34 = "math.ipowi"(%33, %33) : (vector<3xi16>, vector<3xi16>) -> vector<3xi16>
      %35 = "arith.constant"() <{value = false}> : () -> i1
      "scf.condition"(%35) : (i1) -> ()
    }, {
      "scf.yield"(%3) : (i8) -> ()
    }) : (i8) -> ()
    %28 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    "cf.cond_br"(%26, %28, %11)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i16, i16) -> ()
  ^bb3(%29: i16):  // 3 preds: ^bb0, ^bb2, ^bb2
    %30 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %31 = "arith.constant"() <{value = 47 : i16}> : () -> i16
    %32 = "tensor.empty"() : () -> tensor<3x4xbf16>
    "func.return"(%30, %31, %32) : (i16, i16, tensor<3x4xbf16>) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.zeroext}, {}], function_type = (i8, i8, i8) -> (i8, i8), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {llvm.noundef, test.tag = "x"}, {}], function_type = (tensor<3x8xi32>, tensor<3xi8>, memref<3x8xi32>, i32) -> (i32, memref<3x?xi32>, i8), res_attrs = [{llvm.noundef, test.tag = "x"}, {}, {llvm.signext}], sym_name = "compute0"}> ({
  ^bb0(%arg2: tensor<3x8xi32>, %arg3: tensor<3xi8>, %arg4: memref<3x8xi32>, %arg5: i32):
    %20 = "tensor.empty"() : () -> tensor<3xi32>
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "tensor.insert_slice"(%20, %20, %21) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: -9223372036854775808>}> : (tensor<3xi32>, tensor<3xi32>, index) -> tensor<3xi32>
    %23 = "arith.constant"() <{value = 1 : index}> : () -> index
    %24 = "arith.constant"() <{value = 1 : index}> : () -> index
    %25 = "arith.cmpi"(%23, %24) <{predicate = 0 : i64}> : (index, index) -> i1
    %26 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "cf.cond_br"(%25, %arg5, %26, %26)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
  ^bb1(%27: i32):  // pred: ^bb0
    %28 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %29 = "arith.shrsi"(%28, %28) : (i8, i8) -> i8
    "cf.cond_br"(%25, %27, %arg5)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
  ^bb2:  // pred: ^bb1
    %30 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %31:2 = "func.call"(%30, %30, %30) <{callee = @ext0}> : (i8, i8, i8) -> (i8, i8)
    "cf.br"(%arg5, %arg5)[^bb3] : (i32, i32) -> ()
  ^bb3(%32: i32, %33: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
    %34 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %35 = "arith.extf"(%34) : (f16) -> f32
    %36 = "arith.constant"() <{value = 1 : index}> : () -> index
    %37 = "memref.alloca"(%36) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<3x?xi32>
    %38 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    "func.return"(%26, %37, %38) : (i32, memref<3x?xi32>, i8) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (i16, i32) -> tensor<3xi8>, sym_name = "kernel_1"}> ({
  ^bb0(%arg0: i16, %arg1: i32):
    %0 = "arith.constant"() <{value = dense<true> : vector<2x4xi1>}> : () -> vector<2x4xi1>
    %1 = "arith.constant"() <{value = dense<[[-1, 0, 127, 0], [127, 127, -1, -1]]> : vector<2x4xi8>}> : () -> vector<2x4xi8>
    %2 = "arith.constant"() <{value = dense<-6> : vector<2x4xi8>}> : () -> vector<2x4xi8>
    %3 = "arith.select"(%0, %1, %2) : (vector<2x4xi1>, vector<2x4xi8>, vector<2x4xi8>) -> vector<2x4xi8>
    %4 = "arith.constant"() <{value = false}> : () -> i1
    %5 = "arith.select"(%4, %arg1, %arg1) : (i1, i32, i32) -> i32
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 65 : index}> : () -> index
    %8 = "arith.cmpi"(%6, %7) <{predicate = 6 : i64}> : (index, index) -> i1
    "scf.if"(%8) ({
      %10 = "tensor.empty"() : () -> tensor<8x2xi32>
      %11 = "arith.constant"() <{value = 5 : index}> : () -> index
      %12 = "arith.constant"() <{value = 3 : index}> : () -> index
      %13 = "arith.constant"() <{value = 0 : index}> : () -> index
      %14 = "arith.constant"() <{value = 1 : index}> : () -> index
      %15 = "arith.constant"() <{value = 1 : index}> : () -> index
      %16 = "arith.constant"() <{value = 8 : index}> : () -> index
      %17 = "arith.constant"() <{value = 7 : index}> : () -> index
      %18 = "tensor.empty"(%16, %17) : (index, index) -> tensor<?x?xi32>
      %19 = "tensor.insert_slice"(%18, %10, %11, %13, %12, %14, %15) <{operandSegmentSizes = array<i32: 1, 1, 2, 2, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, -9223372036854775808>}> : (tensor<?x?xi32>, tensor<8x2xi32>, index, index, index, index, index) -> tensor<8x2xi32>
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %9 = "arith.constant"() <{value = dense<[66, -1, 4]> : tensor<3xi8>}> : () -> tensor<3xi8>
    "func.return"(%9) : (tensor<3xi8>) -> ()
  }) : () -> ()
}) : () -> ()


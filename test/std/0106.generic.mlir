"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (i32, i32) -> memref<8xf16>, sym_name = "kernel_0"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = dense<[2147483647, 27, 16, 5]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "tensor.expand_shape"(%0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %2 = "tensor.empty"() : () -> tensor<4xi16>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "tensor.extract"(%2, %3) : (tensor<4xi16>, index) -> i16
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %5 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %6 = "arith.cmpi"(%5, %5) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %7 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %8 = "arith.maximumf"(%7, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "cf.cond_br"(%6, %5)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2(%9: i32):  // pred: ^bb1
    %10 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<4xf16>}> : () -> tensor<4xf16>
    %11 = "tensor.cast"(%10) : (tensor<4xf16>) -> tensor<4xf16>
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "arith.constant"() <{value = 3 : index}> : () -> index
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "arith.constant"() <{value = dense<[14, 2147483647, 76, -1, 2147483647, 25, -1, 1]> : vector<8xi32>}> : () -> vector<8xi32>
    %16 = "scf.for"(%12, %13, %14, %15) ({
    ^bb0(%arg2: index, %arg3: vector<8xi32>):
      %19 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
      %20 = "arith.constant"() <{value = 0 : index}> : () -> index
      %21 = "memref.dim"(%19, %20) : (memref<8xi32>, index) -> index
      "scf.yield"(%15) : (vector<8xi32>) -> ()
    }) : (index, index, index, vector<8xi32>) -> vector<8xi32>
    %17 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%17)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
    %18 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf16>
    "func.return"(%18) : (memref<8xf16>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()


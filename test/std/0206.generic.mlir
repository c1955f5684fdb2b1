"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {test.foo = 1 : i32}, {}], function_type = (memref<1x4x4xf64>, index, i16, i32) -> i16, res_attrs = [{llvm.zeroext}], sym_name = "f0"}> ({
  ^bb0(%arg0: memref<1x4x4xf64>, %arg1: index, %arg2: i16, %arg3: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.dim"(%arg0, %0) : (memref<1x4x4xf64>, index) -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 7 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %9 = "scf.parallel"(%2, %5, %3, %6, %4, %7, %8) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg4: index, %arg5: index):
      %13 = "arith.cmpi"(%6, %5) <{predicate = 2 : i64}> : (index, index) -> i1
      %14 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      %15 = "arith.select"(%13, %14, %14) : (i1, f64, f64) -> f64
      %16 = "tensor.empty"() : () -> tensor<1x4xi16>
      %17 = "arith.constant"() <{value = dense<-1> : tensor<1x4xi16>}> : () -> tensor<1x4xi16>
      %18 = "linalg.sub"(%16, %17, %17) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg8: i16, %arg9: i16, %arg10: i16):
        %21 = "arith.subi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
        "linalg.yield"(%21) : (i16) -> ()
      }) : (tensor<1x4xi16>, tensor<1x4xi16>, tensor<1x4xi16>) -> tensor<1x4xi16>
      %19 = "math.tanh"(%14) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "scf.reduce"(%arg3) ({
      ^bb0(%arg6: i32, %arg7: i32):
        %20 = "arith.muli"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%20) : (i32) -> ()
      }) : (i32) -> ()
    }) : (index, index, index, index, index, index, i32) -> i32
    %10 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%10)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %11 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1, 0>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x4x4xf64>) -> memref<1x1x1xf64, strided<[16, 4, 1], offset: 4>>
    %12 = "arith.cmpi"(%6, %7) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.cond_br"(%12)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "func.return"(%arg2) : (i16) -> ()
  }) : () -> ()
}) : () -> ()


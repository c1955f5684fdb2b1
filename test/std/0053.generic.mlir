"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (f64) -> (), sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg5: f64):
    %21 = "arith.negf"(%arg5) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64) -> f64
    %22 = "arith.constant"() <{value = 1 : index}> : () -> index
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "arith.maxui"(%22, %23) : (index, index) -> index
    %25 = "arith.constant"() <{value = 2 : index}> : () -> index
    %26 = "tensor.empty"(%25) : (index) -> tensor<2x?x8xi16>
    %27 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 2 : index}> : () -> index
    %31 = "tensor.insert"(%27, %26, %28, %29, %30) : (i16, tensor<2x?x8xi16>, index, index, index) -> tensor<2x?x8xi16>
    %32 = "tensor.empty"() : () -> tensor<2x1x8xi16>
    %33 = "tensor.empty"() : () -> tensor<1x1x2xi16>
    %34 = "tensor.insert_slice"(%33, %32) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 2>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: 1, 1, 3>}> : (tensor<1x1x2xi16>, tensor<2x1x8xi16>) -> tensor<2x1x8xi16>
    %35 = "arith.constant"() <{value = dense<-1> : tensor<2x1x8xi32>}> : () -> tensor<2x1x8xi32>
    %36 = "tensor.empty"() : () -> tensor<2x8xi32>
    %37 = "linalg.reduce"(%35, %36) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg8: i32, %arg9: i32):
      %44 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%44) : (i32) -> ()
    }) : (tensor<2x1x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %38 = "arith.constant"() <{value = -14 : i32}> : () -> i32
    %39 = "scf.while"(%38) ({
    ^bb0(%arg7: i32):
      %40 = "arith.constant"() <{value = true}> : () -> i1
      %41 = "scf.if"(%40) ({
        %43 = "arith.constant"() <{value = 1 : i64}> : () -> i64
        "scf.yield"(%43) : (i64) -> ()
      }, {
        %42 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
        "scf.yield"(%42) : (i64) -> ()
      }) : (i1) -> i64
      "scf.condition"(%40, %38) : (i1, i32) -> ()
    }, {
    ^bb0(%arg6: i32):
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (tensor<2x?x?xi64>, i16) -> memref<2x?x?xi16>, res_attrs = [{test.foo = 1 : i32}], sym_name = "kernel_1", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x?x?xi64>, %arg1: i16):
    %0 = "tensor.empty"() : () -> tensor<2x1x8xf64>
    %1 = "math.floor"(%0) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (tensor<2x1x8xf64>) -> tensor<2x1x8xf64>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %7 = "tensor.insert_slice"(%6, %0, %2, %4, %3, %5) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 1>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: -9223372036854775808, 1, -9223372036854775808>}> : (tensor<1x1x1xf64>, tensor<2x1x8xf64>, index, index, index, index) -> tensor<2x1x8xf64>
    %8 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%8) <{msg = "bounds check"}> : (i1) -> ()
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %13 = "scf.parallel"(%9, %10, %11, %12) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg2: index):
      %18 = "arith.constant"() <{value = 2 : index}> : () -> index
      %19 = "tensor.dim"(%0, %18) : (tensor<2x1x8xf64>, index) -> index
      "scf.reduce"(%12) ({
      ^bb0(%arg3: f32, %arg4: f32):
        %20 = "arith.maximumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%20) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %14 = "arith.constant"() <{value = 45 : i16}> : () -> i16
    %15 = "func.call"(%arg0, %14) <{callee = @kernel_1}> : (tensor<2x?x?xi64>, i16) -> memref<2x?x?xi16>
    %16 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %17 = "arith.remf"(%16, %16) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
    "func.return"(%15) : (memref<2x?x?xi16>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()


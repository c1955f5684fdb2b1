"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> tensor<4xf32>, res_attrs = [{llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, memref<4xf16>) -> f32, sym_name = "kernel_0"}> ({
  ^bb0(%arg4: tensor<4xf32>, %arg5: memref<4xf16>):
    %19 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %20 = "arith.minnumf"(%19, %19) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %21 = "arith.constant"() <{value = dense<[43, 32767, 30, 0]> : vector<4xi16>}> : () -> vector<4xi16>
    %22 = "arith.bitcast"(%21) : (vector<4xi16>) -> vector<4xbf16>
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%20, %arg5, %23) : (f16, memref<4xf16>, index) -> ()
    %24 = "scf.index_switch"(%23) <{cases = array<i64: 0, 2>}> ({
      %32 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      "scf.yield"(%32) : (i32) -> ()
    }, {
      %27 = "arith.constant"() <{value = 1 : i8}> : () -> i8
      %28 = "arith.cmpi"(%27, %27) <{predicate = 9 : i64}> : (i8, i8) -> i1
      "scf.if"(%28) ({
        %30 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
        %31 = "arith.fptoui"(%30) : (f32) -> i8
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %29 = "arith.constant"() <{value = 77 : i32}> : () -> i32
      "scf.yield"(%29) : (i32) -> ()
    }, {
      %26 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%26) : (i32) -> ()
    }) : (index) -> i32
    %25 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    "func.return"(%25) : (f32) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (memref<3xi32>, f32, tensor<4xf32>, tensor<4x1xf32>) -> (), sym_name = "f1", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<3xi32>, %arg1: f32, %arg2: tensor<4xf32>, %arg3: tensor<4x1xf32>):
    %0 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %1 = "arith.minimumf"(%0, %0) <{fastmath = #arith.fastmath<arcp>}> : (f64, f64) -> f64
    %2 = "arith.constant"() <{value = 33 : i8}> : () -> i8
    %3 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %4 = "arith.cmpi"(%2, %3) <{predicate = 8 : i64}> : (i8, i8) -> i1
    "cf.cond_br"(%4, %arg1)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb1:  // pred: ^bb0
    %5 = "scf.execute_region"() ({
      %14 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %15 = "arith.constant"() <{value = 1 : index}> : () -> index
      "memref.store"(%14, %arg0, %15) : (i32, memref<3xi32>, index) -> ()
      %16 = "arith.constant"() <{value = 0 : index}> : () -> index
      %17 = "tensor.dim"(%arg3, %16) : (tensor<4x1xf32>, index) -> index
      %18 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      "scf.yield"(%18) : (f32) -> ()
    }) : () -> f32
    "cf.cond_br"(%4)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %6 = "arith.constant"() <{value = dense<false> : vector<4xi1>}> : () -> vector<4xi1>
    %7 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %8 = "arith.select"(%6, %7, %7) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %9 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %10 = "arith.cmpi"(%9, %9) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%10, %arg1, %arg1)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb3(%11: f32):  // 3 preds: ^bb0, ^bb2, ^bb2
    %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %13 = "arith.sitofp"(%12) : (i32) -> f32
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()


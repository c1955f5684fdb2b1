"builtin.module"() ({
  "func.func"() <{function_type = (index, index, f64) -> (f64, index), sym_name = "kernel_0"}> ({
  ^bb0(%arg3: index, %arg4: index, %arg5: f64):
    %20 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "arith.constant"() <{value = 1 : index}> : () -> index
    %23 = "memref.view"(%20, %21, %22) : (memref<2048xi8>, index, index) -> memref<?x4xf16>
    %24 = "arith.constant"() <{value = 68 : index}> : () -> index
    %25 = "arith.constant"() <{value = 0 : index}> : () -> index
    "cf.br"(%24, %25)[^bb1] : (index, index) -> ()
  ^bb1(%26: index, %27: index):  // pred: ^bb0
    %28 = "arith.constant"() <{value = 78 : i8}> : () -> i8
    %29 = "arith.constant"() <{value = 1786 : index}> : () -> index
    "memref.store"(%28, %20, %29) : (i8, memref<2048xi8>, index) -> ()
    %30 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %31 = "arith.cmpi"(%arg3, %30) <{predicate = 5 : i64}> : (index, index) -> i1
    %32 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    "cf.cond_br"(%31, %32, %arg5)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
  ^bb2(%33: f64):  // 2 preds: ^bb1, ^bb1
    %34 = "arith.constant"() <{value = 7 : index}> : () -> index
    %35 = "memref.alloca"(%34) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xi32>
    "memref.dealloc"(%35) : (memref<?x8xi32>) -> ()
    %36 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%36, %25, %22)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb3(%37: index):  // 2 preds: ^bb2, ^bb2
    %38 = "memref.reinterpret_cast"(%20) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 1024>, static_strides = array<i64: 1024, 1>}> : (memref<2048xi8>) -> memref<2x1024xi8, strided<[1024, 1]>>
    "func.return"(%arg5, %37) : (f64, index) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {llvm.noundef}], function_type = (f64, memref<2xindex>, f64) -> (), sym_name = "f1", sym_visibility = "private"}> ({
  ^bb0(%arg0: f64, %arg1: memref<2xindex>, %arg2: f64):
    %0 = "arith.constant"() <{value = dense<[-7.500000e+00, 1.000000e+02, 0.000000e+00, 3.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %1 = "arith.bitcast"(%0) : (vector<4xf32>) -> vector<4xi32>
    %2 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %3 = "math.isfinite"(%2) <{fastmath = #arith.fastmath<none>}> : (f16) -> i1
    %4 = "arith.constant"() <{value = -17 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %6 = "arith.cmpi"(%4, %5) <{predicate = 1 : i64}> : (index, index) -> i1
    "cf.cond_br"(%6, %5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, index) -> ()
  ^bb1(%7: index):  // pred: ^bb0
    %8 = "arith.constant"() <{value = -1 : index}> : () -> index
    %9 = "arith.cmpi"(%7, %8) <{predicate = 0 : i64}> : (index, index) -> i1
    %10:2 = "scf.if"(%9) ({
      %16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %17 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      %18 = "arith.subf"(%16, %17) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
      %19 = "tensor.empty"() : () -> tensor<4xindex>
      "scf.yield"(%7, %19) : (index, tensor<4xindex>) -> ()
    }, {
      %12 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      %13 = "arith.minimumf"(%12, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %14 = "math.trunc"(%12) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
      %15 = "tensor.empty"() : () -> tensor<4xindex>
      "scf.yield"(%8, %15) : (index, tensor<4xindex>) -> ()
    }) : (i1) -> (index, tensor<4xindex>)
    %11 = "arith.cmpi"(%5, %7) <{predicate = 3 : i64}> : (index, index) -> i1
    "cf.cond_br"(%11)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    "func.return"() : () -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) {test.module_note = "std"} : () -> ()


#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<5.000000e-01> : tensor<4xf32>, sym_name = "g0", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
  "func.func"() <{function_type = (tensor<8x8xi8>) -> (tensor<4xf32>, f64), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> (memref<4xf64>, memref<?x3xf64>, f32), sym_name = "f0", sym_visibility = "public"}> ({
    %33 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%33) <{msg = "ok"}> : (i1) -> ()
    %34 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %35 = "arith.negf"(%34) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32) -> f32
    %36 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %37 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    "cf.switch"(%36, %37, %34)[^bb1, ^bb3] <{case_operand_segments = array<i32: 1>, case_values = dense<2> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f64, f32) -> ()
  ^bb1(%38: f64):  // pred: ^bb0
    %39 = "func.constant"() <{value = @f0}> : () -> (() -> (memref<4xf64>, memref<?x3xf64>, f32))
    %40:3 = "func.call_indirect"(%39) : (() -> (memref<4xf64>, memref<?x3xf64>, f32)) -> (memref<4xf64>, memref<?x3xf64>, f32)
    %41 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %42 = "arith.constant"() <{value = 64 : i16}> : () -> i16
    %43 = "math.ipowi"(%41, %42) : (i16, i16) -> i16
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %44 = "scf.execute_region"() ({
      %55 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<4xf64>}> : () -> tensor<4xf64>
      %56 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi16>
      "memref.copy"(%56, %56) : (memref<4xi16>, memref<4xi16>) -> ()
      %57 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      "scf.yield"(%57) : (f32) -> ()
    }) : () -> f32
    %45 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %46 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %47 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%46, %45, %47) : (f32, memref<4xf32>, index) -> ()
    "cf.br"(%44)[^bb3] : (f32) -> ()
  ^bb3(%48: f32):  // 2 preds: ^bb0, ^bb2
    %49 = "arith.negf"(%37) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
    %50 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xbf16>}> : () -> vector<4xbf16>
    %51 = "arith.negf"(%50) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xbf16>) -> vector<4xbf16>
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // pred: ^bb3
    %52 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %53 = "arith.constant"() <{value = 1 : index}> : () -> index
    %54 = "memref.alloc"(%53) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x3xf64>
    "func.return"(%52, %54, %34) : (memref<4xf64>, memref<?x3xf64>, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<3x?xf32>, sym_name = "kernel_1"}> ({
    %0 = "arith.constant"() <{value = 29 : i8}> : () -> i8
    %1:2 = "arith.addui_extended"(%0, %0) : (i8, i8) -> (i8, i1)
    %2 = "memref.get_global"() <{name = @g0}> : () -> memref<4xf32>
    %3 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    "cf.br"(%3)[^bb1] : (f32) -> ()
  ^bb1(%4: f32):  // pred: ^bb0
    %5 = "arith.constant"() <{value = -1 : index}> : () -> index
    %6 = "arith.cmpi"(%5, %5) <{predicate = 6 : i64}> : (index, index) -> i1
    %7 = "arith.select"(%6, %4, %4) : (i1, f32, f32) -> f32
    %8 = "arith.constant"() <{value = 80 : i32}> : () -> i32
    %9 = "scf.while"(%8) ({
    ^bb0(%arg3: i32):
      %30 = "arith.constant"() <{value = dense<[[1.000000e+00, 1.000000e+00], [-7.500000e+00, 0.000000e+00], [0.000000e+00, 2.500000e+00], [3.000000e+00, 4.000000e+02]]> : vector<4x2xf32>}> : () -> vector<4x2xf32>
      %31 = "arith.cmpi"(%arg3, %arg3) <{predicate = 6 : i64}> : (i32, i32) -> i1
      %32 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
      "scf.condition"(%31, %32) : (i1, f64) -> ()
    }, {
    ^bb0(%arg0: f64):
      %26 = "tensor.empty"() : () -> tensor<4x4xi32>
      %27 = "linalg.generic"(%26, %26) <{doc = "elementwise", indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg1: i32, %arg2: i32):
        %29 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%29) : (i32) -> ()
      }) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
      %28 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "scf.yield"(%28) : (i32) -> ()
    }) : (i32) -> f64
    %10 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "cf.br"(%10, %3)[^bb2] : (f32, f32) -> ()
  ^bb2(%11: f32, %12: f32):  // pred: ^bb1
    %13 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %14 = "arith.cmpf"(%13, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %15 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %16 = "math.fma"(%15, %15, %15) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16, bf16) -> bf16
    %17 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %18 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    "cf.cond_br"(%1#1, %18, %17)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
  ^bb3(%19: f64):  // 2 preds: ^bb2, ^bb2
    %20 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %21 = "arith.maxnumf"(%20, %20) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "memref.dim"(%2, %22) : (memref<4xf32>, index) -> index
    %24 = "arith.constant"() <{value = 2 : index}> : () -> index
    %25 = "memref.alloca"(%24) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<3x?xf32>
    "func.return"(%25) : (memref<3x?xf32>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()


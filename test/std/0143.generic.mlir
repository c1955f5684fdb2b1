"builtin.module"() ({
  "func.func"() <{function_type = (f16, index) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> f16, res_attrs = [{llvm.noundef}], sym_name = "f0", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %1 = "arith.subf"(%0, %0) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
    %2 = "arith.constant"() <{value = dense<[[[7], [1]], [[-1], [4611686018427387903]], [[60], [1]]]> : vector<3x2x1xindex>}> : () -> vector<3x2x1xindex>
    %3 = "arith.constant"() <{value = dense<-10> : vector<3x2x1xindex>}> : () -> vector<3x2x1xindex>
    %4 = "arith.maxsi"(%2, %3) : (vector<3x2x1xindex>, vector<3x2x1xindex>) -> vector<3x2x1xindex>
    %5 = "arith.constant"() <{value = dense<2.500000e+00> : vector<3x2x1xbf16>}> : () -> vector<3x2x1xbf16>
    %6 = "math.trunc"(%5) <{fastmath = #arith.fastmath<none>}> : (vector<3x2x1xbf16>) -> vector<3x2x1xbf16>
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2x1xf16>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "memref.load"(%7, %8, %9, %10) : (memref<3x2x1xf16>, index, index, index) -> f16
    %12 = "arith.mulf"(%11, %11) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %13 = "tensor.empty"() : () -> tensor<3x2x1xf16>
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "tensor.extract"(%13, %14, %15, %16) : (tensor<3x2x1xf16>, index, index, index) -> f16
    %18 = "arith.cmpf"(%1, %1) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %19 = "arith.constant"() <{value = -18 : i32}> : () -> i32
    %20 = "arith.subi"(%19, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "memref.load"(%7, %21, %22, %23) : (memref<3x2x1xf16>, index, index, index) -> f16
    %25 = "arith.sitofp"(%20) : (i32) -> f32
    %26 = "arith.trunci"(%19) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32) -> i1
    %27 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2x1xi32>
    %28 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x1xi32>
    "linalg.reduce"(%27, %28) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %37 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%37) : (i32) -> ()
    }) : (memref<3x2x1xi32>, memref<3x1xi32>) -> ()
    %29 = "tensor.empty"() : () -> tensor<4xf16>
    %30 = "tensor.cast"(%29) : (tensor<4xf16>) -> tensor<4xf16>
    %31 = "arith.constant"() <{value = 2 : index}> : () -> index
    %32 = "arith.constant"() <{value = 0 : index}> : () -> index
    %33 = "arith.constant"() <{value = 0 : index}> : () -> index
    %34 = "memref.load"(%27, %31, %32, %33) : (memref<3x2x1xi32>, index, index, index) -> i32
    %35 = "scf.execute_region"() ({
      "scf.yield"(%11) : (f16) -> ()
    }) : () -> f16
    %36 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    "func.return"(%36) : (f16) -> ()
  }) : () -> ()
}) : () -> ()


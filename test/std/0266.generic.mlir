#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (i32) -> i64, res_attrs = [{llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i32), res_attrs = [{llvm.zeroext}, {llvm.noundef, test.tag = "x"}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (f32, vector<2x1xi32>), sym_name = "helper1"}> ({
      %37 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
      %38 = "arith.divf"(%37, %37) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f64, f64) -> f64
      %39 = "arith.constant"() <{value = 5 : index}> : () -> index
      %40 = "memref.alloc"(%39) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<1x?xi32>
      "memref.copy"(%40, %40) : (memref<1x?xi32>, memref<1x?xi32>) -> ()
      %41 = "arith.constant"() <{value = 0 : index}> : () -> index
      %42 = "arith.constant"() <{value = 3 : index}> : () -> index
      %43 = "arith.constant"() <{value = 1 : index}> : () -> index
      %44 = "arith.constant"() <{value = 0 : index}> : () -> index
      %45 = "arith.constant"() <{value = 2 : index}> : () -> index
      %46 = "arith.constant"() <{value = 2 : index}> : () -> index
      %47 = "arith.constant"() <{value = 66 : i8}> : () -> i8
      %48 = "scf.parallel"(%41, %44, %42, %45, %43, %46, %47) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
      ^bb0(%arg4: index, %arg5: index):
        "scf.reduce"(%47) ({
        ^bb0(%arg6: i8, %arg7: i8):
          %51 = "arith.maxsi"(%arg6, %arg7) : (i8, i8) -> i8
          "scf.reduce.return"(%51) : (i8) -> ()
        }) : (i8) -> ()
      }) : (index, index, index, index, index, index, i8) -> i8
      %49 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      %50 = "arith.constant"() <{value = dense<0> : vector<2x1xi32>}> : () -> vector<2x1xi32>
      "func.return"(%49, %50) : (f32, vector<2x1xi32>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kernel_0", sym_visibility = "public"}> ({
    %0 = "tensor.empty"() : () -> tensor<4x1x1xi32>
    %1 = "scf.forall"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg2: index, %arg3: tensor<4x1x1xi32>):
      %28 = "arith.constant"() <{value = 2 : index}> : () -> index
      %29 = "arith.constant"() <{value = 4 : index}> : () -> index
      %30 = "memref.alloc"(%28, %29) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi64, #map>
      %31 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1x1xindex>
      %32 = "arith.constant"() <{value = 3 : index}> : () -> index
      %33 = "arith.constant"() <{value = 0 : index}> : () -> index
      %34 = "arith.constant"() <{value = 0 : index}> : () -> index
      %35 = "memref.load"(%31, %32, %33, %34) : (memref<4x1x1xindex>, index, index, index) -> index
      %36 = "arith.constant"() <{value = dense<-1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%36, %arg3, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1x1xi32>, tensor<4x1x1xi32>, index) -> ()
      }) : () -> ()
    }) : (tensor<4x1x1xi32>) -> tensor<4x1x1xi32>
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "tensor.insert"(%2, %1, %3, %4, %5) : (i32, tensor<4x1x1xi32>, index, index, index) -> tensor<4x1x1xi32>
    "cf.switch"(%2)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-1, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %7 = "arith.constant"() <{value = dense<[[[-1]], [[4611686018427387903]], [[52]], [[4611686018427387903]]]> : vector<4x1x1xi64>}> : () -> vector<4x1x1xi64>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "tensor.extract_slice"(%0, %8) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 2, 0, -9223372036854775808>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x1x1xi32>, index) -> tensor<1x1x1xi32>
    %10 = "arith.cmpi"(%8, %8) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.cond_br"(%10)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %11 = "arith.constant"() <{value = dense<-15> : vector<4x1x1xi32>}> : () -> vector<4x1x1xi32>
    %12 = "arith.constant"() <{value = dense<53> : vector<4x1x1xi32>}> : () -> vector<4x1x1xi32>
    %13:2 = "arith.mulsi_extended"(%11, %12) : (vector<4x1x1xi32>, vector<4x1x1xi32>) -> (vector<4x1x1xi32>, vector<4x1x1xi32>)
    %14 = "tensor.empty"() : () -> tensor<4x1xi32>
    %15 = "linalg.reduce"(%1, %14) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %27 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%27) : (i32) -> ()
    }) : (tensor<4x1x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %16 = "arith.constant"() <{value = -15 : i8}> : () -> i8
    "cf.switch"(%16)[^bb3, ^bb4, ^bb4] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[2, 3]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb3:  // pred: ^bb2
    %17 = "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %18 = "memref.subview"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<4xi32>) -> memref<1xi32, strided<[1], offset: 3>>
    %19 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %20 = "math.sin"(%19) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %21 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    "cf.switch"(%21)[^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[2, 5]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
  ^bb4:  // 6 preds: ^bb1, ^bb2, ^bb2, ^bb3, ^bb3, ^bb3
    %22 = "arith.constant"() <{value = 2 : index}> : () -> index
    %23 = "arith.constant"() <{value = 6 : index}> : () -> index
    %24 = "memref.alloc"(%22, %23) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi64, #map>
    %25 = "arith.constant"() <{value = false}> : () -> i1
    %26 = "scf.if"(%25) ({
      "scf.yield"(%2) : (i32) -> ()
    }, {
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"() : () -> ()
  }) {ref = @inner::@helper1} : () -> ()
}) {test.module_note = "std"} : () -> ()


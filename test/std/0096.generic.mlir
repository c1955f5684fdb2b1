"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}], function_type = (memref<3xindex>, vector<4xi8>, index) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (memref<3xi8>, f32) -> memref<3xf32>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "helper0", sym_visibility = "private"}> ({
    ^bb0(%arg6: memref<3xi8>, %arg7: f32):
      %29 = "arith.constant"() <{value = -1 : index}> : () -> index
      %30 = "arith.index_castui"(%29) : (index) -> i32
      %31 = "arith.constant"() <{value = 1 : index}> : () -> index
      %32 = "arith.constant"() <{value = 9 : index}> : () -> index
      %33 = "arith.constant"() <{value = 3 : index}> : () -> index
      "scf.for"(%31, %32, %33) ({
      ^bb0(%arg8: index):
        %35:2 = "arith.mului_extended"(%30, %30) : (i32, i32) -> (i32, i32)
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %34 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
      "func.return"(%34) : (memref<3xf32>) -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (memref<?xf32>, vector<4xi8>), res_attrs = [{llvm.noundef}, {}], sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg3: index):
    %11 = "arith.constant"() <{value = dense<[1.000000e+00, 1.000000e+00, 0.000000e+00]> : vector<3xbf16>}> : () -> vector<3xbf16>
    %12 = "arith.mulf"(%11, %11) <{fastmath = #arith.fastmath<fast>}> : (vector<3xbf16>, vector<3xbf16>) -> vector<3xbf16>
    %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x1xf32>
    %14 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x1xf32>
    "linalg.transpose"(%13, %14) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (memref<3x1xf32>, memref<3x1xf32>) -> ()
    %15 = "tensor.empty"() : () -> tensor<4x3xf32>
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "tensor.dim"(%15, %16) : (tensor<4x3xf32>, index) -> index
    %18 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %19 = "tensor.insert_slice"(%18, %15) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %20 = "arith.constant"() <{value = 5 : index}> : () -> index
    %21 = "tensor.empty"(%20) : (index) -> tensor<2x3x?xindex>
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 1 : index}> : () -> index
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "tensor.insert"(%17, %21, %22, %23, %24) : (index, tensor<2x3x?xindex>, index, index, index) -> tensor<2x3x?xindex>
    %26 = "arith.constant"() <{value = 2 : index}> : () -> index
    %27 = "memref.alloc"(%26) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %28 = "arith.constant"() <{value = dense<[-1, 0, 41, -1]> : vector<4xi8>}> : () -> vector<4xi8>
    "func.return"(%27, %28) : (memref<?xf32>, vector<4xi8>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {test.foo = 1 : i32}, {}], function_type = (memref<4xf32>, i8, memref<3xf32>) -> vector<4xi8>, sym_name = "f1"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: i8, %arg2: memref<3xf32>):
    %0 = "arith.constant"() <{value = dense<-10> : vector<4x4xi8>}> : () -> vector<4x4xi8>
    %1 = "tensor.empty"() : () -> tensor<3xi8>
    %2 = "tensor.expand_shape"(%1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 1>}> : (tensor<3xi8>) -> tensor<3x1xi8>
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.select"(%3, %arg1, %arg1) : (i1, i8, i8) -> i8
    %5 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %6 = "math.atanh"(%5) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %7 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %8 = "arith.cmpi"(%7, %7) <{predicate = 5 : i64}> : (i16, i16) -> i1
    %9 = "arith.select"(%8, %4, %4) : (i1, i8, i8) -> i8
    %10 = "arith.constant"() <{value = dense<[0, 44, 1, 0]> : vector<4xi8>}> : () -> vector<4xi8>
    "func.return"(%10) : (vector<4xi8>) -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) {test.module_note = "std"} : () -> ()


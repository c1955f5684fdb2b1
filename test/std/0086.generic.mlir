"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noundef, test.tag = "x"}, {}], function_type = (f32, f32, bf16) -> (tensor<4xf32>, f32), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}], function_type = (memref<4x4xbf16>, f32, memref<4xbf16>) -> (f32, bf16), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {llvm.zeroext}, {}], function_type = (f32, memref<4xf64>, i16, bf16) -> (), sym_name = "helper1"}> ({
    ^bb0(%arg4: f32, %arg5: memref<4xf64>, %arg6: i16, %arg7: bf16):
      %31 = "arith.constant"() <{value = 3 : index}> : () -> index
      %32 = "memref.alloc"(%31) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>
      %33 = "arith.constant"() <{value = 0 : index}> : () -> index
      %34 = "memref.dim"(%32, %33) : (memref<?x4xf32>, index) -> index
      %35 = "arith.constant"() <{value = dense<-1> : tensor<4xi8>}> : () -> tensor<4xi8>
      %36 = "arith.ceildivsi"(%35, %35) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
      %37 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %38 = "arith.divsi"(%37, %37) : (i64, i64) -> i64
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = (vector<4x4xbf16>, f32) -> f32, sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg0: vector<4x4xbf16>, %arg1: f32):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.cmpi"(%0, %0) <{predicate = 5 : i64}> : (index, index) -> i1
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %4 = "arith.select"(%1, %2, %3) : (i1, i32, i32) -> i32
    %5 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %6 = "arith.fptoui"(%5) : (f64) -> i32
    %7 = "arith.cmpi"(%0, %0) <{predicate = 7 : i64}> : (index, index) -> i1
    "scf.if"(%7) ({
      "cf.assert"(%1) <{msg = ""}> : (i1) -> ()
      %25 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %26 = "arith.constant"() <{value = -1 : i8}> : () -> i8
      %27 = "arith.cmpi"(%25, %26) <{predicate = 1 : i64}> : (i8, i8) -> i1
      "cf.assert"(%27) <{msg = "bounds check"}> : (i1) -> ()
      %28 = "tensor.empty"() : () -> tensor<4xi32>
      %29 = "tensor.empty"() : () -> tensor<4x1xi32>
      %30 = "linalg.broadcast"(%28, %29) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg2: i32, %arg3: i32):
        "linalg.yield"(%arg2) : (i32) -> ()
      }) : (tensor<4xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
      "scf.yield"() : () -> ()
    }, {
      %16 = "math.isfinite"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
      %17 = "tensor.empty"() : () -> tensor<4x4xindex>
      %18 = "arith.constant"() <{value = dense<1> : tensor<1x2xindex>}> : () -> tensor<1x2xindex>
      %19 = "tensor.insert_slice"(%18, %17) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 2, 1>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 2>}> : (tensor<1x2xindex>, tensor<4x4xindex>) -> tensor<4x4xindex>
      %20 = "arith.constant"() <{value = 8 : index}> : () -> index
      %21 = "memref.alloca"(%20) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xbf16>
      %22 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
      %23 = "arith.constant"() <{value = 0 : index}> : () -> index
      %24 = "arith.constant"() <{value = 2 : index}> : () -> index
      "memref.store"(%22, %21, %23, %24) : (bf16, memref<?x4xbf16>, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %8 = "arith.constant"() <{value = dense<4.000000e+02> : tensor<4xf32>}> : () -> tensor<4xf32>
    %9 = "tensor.extract_slice"(%8) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<3xf32>
    %10 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.switch"(%10)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %11 = "arith.constant"() <{value = 26 : i64}> : () -> i64
    %12 = "arith.cmpi"(%11, %11) <{predicate = 8 : i64}> : (i64, i64) -> i1
    "cf.assert"(%12) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %13 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xbf16>
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "memref.load"(%13, %14) : (memref<4xbf16>, index) -> bf16
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "func.return"(%arg1) : (f32) -> ()
  }) {ref = @inner::@helper1} : () -> ()
}) : () -> ()


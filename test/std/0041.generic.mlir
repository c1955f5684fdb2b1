#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3xbf16>, tensor<4xi8>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}], function_type = (vector<4xi8>, tensor<3xi32>, tensor<?xf64>) -> (tensor<1xf64>, f64), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f0"}> ({
    %31 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %32 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %33 = "arith.cmpi"(%31, %32) <{predicate = 9 : i64}> : (i16, i16) -> i1
    "cf.assert"(%33) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %34 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %35 = "arith.negf"(%34) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %36 = "arith.constant"() <{value = 1 : index}> : () -> index
    %37 = "tensor.empty"(%36) : (index) -> tensor<?xi16>
    %38 = "math.ctpop"(%37) : (tensor<?xi16>) -> tensor<?xi16>
    %39 = "arith.constant"() <{value = dense<1> : tensor<4x1xi8>}> : () -> tensor<4x1xi8>
    %40 = "tensor.cast"(%39) : (tensor<4x1xi8>) -> tensor<4x1xi8>
    %41 = "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi8>
    "memref.dealloc"(%41) : (memref<4xi8>) -> ()
    %42 = "arith.constant"() <{value = 2 : index}> : () -> index
    %43 = "arith.constant"() <{value = 5 : index}> : () -> index
    %44 = "memref.alloc"(%42, %43) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi8, #map>
    %45 = "tensor.empty"() : () -> tensor<3xbf16>
    %46 = "tensor.empty"() : () -> tensor<4xi8>
    "func.call"(%45, %46) <{callee = @ext0}> : (tensor<3xbf16>, tensor<4xi8>) -> ()
    %47 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %48 = "tensor.from_elements"(%47) : (f64) -> tensor<1xf64>
    %49 = "arith.constant"() <{value = dense<[-1, 72, -1]> : vector<3xi32>}> : () -> vector<3xi32>
    %50 = "arith.cmpi"(%49, %49) <{predicate = 3 : i64}> : (vector<3xi32>, vector<3xi32>) -> vector<3xi1>
    %51 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<3xf64>}> : () -> tensor<3xf64>
    %52 = "tensor.expand_shape"(%51) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 3>}> : (tensor<3xf64>) -> tensor<1x3xf64>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> (memref<2xi8>, f64, memref<4x4xi8>), res_attrs = [{test.foo = 1 : i32}, {}, {}], sym_name = "kernel_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: i8):
    %0 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xi8>
    "memref.dealloc"(%0) : (memref<1x2xi8>) -> ()
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi8>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "memref.load"(%1, %2) : (memref<3xi8>, index) -> i8
    %4 = "arith.constant"() <{value = 75 : i8}> : () -> i8
    "cf.br"(%4)[^bb1] : (i8) -> ()
  ^bb1(%5: i8):  // pred: ^bb0
    %6 = "arith.constant"() <{value = dense<3.000000e+00> : vector<3xf64>}> : () -> vector<3xf64>
    %7 = "arith.negf"(%6) <{fastmath = #arith.fastmath<none>}> : (vector<3xf64>) -> vector<3xf64>
    "func.call"() <{callee = @f0}> : () -> ()
    %8 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    "cf.switch"(%8, %9, %arg0)[^bb2, ^bb3, ^bb2, ^bb2] <{case_operand_segments = array<i32: 2, 0, 0>, case_values = dense<[0, 1, 2]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, f64, i8) -> ()
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    %10 = "arith.constant"() <{value = 6 : index}> : () -> index
    %11 = "memref.alloc"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi8>
    "memref.dealloc"(%11) : (memref<?xi8>) -> ()
    %12 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %13 = "math.isinf"(%12) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %14 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    "cf.cond_br"(%13, %14, %4, %14, %arg0)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, f64, i8, f64, i8) -> ()
  ^bb3(%15: f64, %16: i8):  // 3 preds: ^bb1, ^bb2, ^bb2
    %17 = "tensor.from_elements"(%3, %4, %4) : (i8, i8, i8) -> tensor<3xi8>
    %18 = "arith.constant"() <{value = true}> : () -> i1
    %19:2 = "scf.if"(%18) ({
      %22 = "arith.constant"() <{value = 2 : index}> : () -> index
      %23 = "arith.constant"() <{value = 8 : index}> : () -> index
      %24 = "arith.constant"() <{value = 3 : index}> : () -> index
      %25 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %26 = "scf.for"(%22, %23, %24, %25) ({
      ^bb0(%arg1: index, %arg2: i32):
        %28 = "arith.constant"() <{value = 0 : index}> : () -> index
        %29 = "tensor.extract"(%17, %28) : (tensor<3xi8>, index) -> i8
        %30 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        "scf.yield"(%30) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %27 = "arith.constant"() <{value = 36 : i8}> : () -> i8
      "scf.yield"(%27, %3) : (i8, i8) -> ()
    }, {
      "scf.yield"(%arg0, %4) : (i8, i8) -> ()
    }) : (i1) -> (i8, i8)
    %20 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi8>
    %21 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xi8>
    "func.return"(%20, %15, %21) : (memref<2xi8>, f64, memref<4x4xi8>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()


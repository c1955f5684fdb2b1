"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (f32) -> (i32, tensor<3x2x2xi32>), res_attrs = [{}, {llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}], function_type = (i32) -> memref<4xi32>, res_attrs = [{llvm.noundef}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<3x2x2xi32>, sym_name = "kernel_0"}> ({
    %20 = "arith.constant"() <{value = dense<-1> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %21 = "tensor.expand_shape"(%20) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %22 = "arith.constant"() <{value = 3 : index}> : () -> index
    %23 = "tensor.empty"(%22) : (index) -> tensor<?x4xbf16>
    %24 = "arith.extf"(%23) : (tensor<?x4xbf16>) -> tensor<?x4xf32>
    %25 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.br"(%25)[^bb1] : (i32) -> ()
  ^bb1(%26: i32):  // pred: ^bb0
    %27 = "arith.constant"() <{value = dense<3.000000e+00> : vector<4xf64>}> : () -> vector<4xf64>
    %28 = "math.erfc"(%27) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<4xf64>) -> vector<4xf64>
    %29 = "tensor.empty"() : () -> tensor<3x2x2xi8>
    %30 = "math.cttz"(%29) : (tensor<3x2x2xi8>) -> tensor<3x2x2xi8>
    %31 = "arith.constant"() <{value = true}> : () -> i1
    %32 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %33 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    "cf.cond_br"(%31, %32, %33)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
  ^bb2(%34: i8):  // 2 preds: ^bb1, ^bb1
    %35 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %36:2 = "func.call"(%35) <{callee = @ext0}> : (f32) -> (i32, tensor<3x2x2xi32>)
    %37 = "arith.constant"() <{value = 2 : index}> : () -> index
    %38 = "arith.constant"() <{value = 9 : index}> : () -> index
    %39 = "arith.constant"() <{value = 2 : index}> : () -> index
    %40 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %41 = "scf.for"(%37, %38, %39, %40) ({
    ^bb0(%arg5: index, %arg6: i32):
      %45 = "arith.constant"() <{value = 8 : index}> : () -> index
      %46 = "memref.alloc"(%45) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi32>
      %47 = "arith.constant"() <{value = 0 : index}> : () -> index
      %48 = "memref.load"(%46, %47) : (memref<?xi32>, index) -> i32
      %49 = "tensor.empty"() : () -> tensor<3x2x2xi32>
      %50 = "arith.constant"() <{value = 2 : index}> : () -> index
      %51 = "arith.constant"() <{value = 3 : index}> : () -> index
      %52 = "scf.for"(%50, %50, %51, %25) ({
      ^bb0(%arg7: index, %arg8: i32):
        %54 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
        %55 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
        %56 = "arith.cmpi"(%54, %55) <{predicate = 9 : i64}> : (i32, i32) -> i1
        "cf.assert"(%56) <{msg = "ok"}> : (i1) -> ()
        "scf.yield"(%36#0) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %53 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "scf.yield"(%53) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %42 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %43 = "arith.cmpi"(%42, %42) <{predicate = 0 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%43)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %44 = "tensor.empty"() : () -> tensor<3x2x2xi32>
    "func.return"(%44) : (tensor<3x2x2xi32>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.zeroext}], function_type = (i32, i32) -> i32, sym_name = "fn.1", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 1.000000e+02 : f16}> : () -> f16
    %1 = "math.acosh"(%0) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %2 = "arith.constant"() <{value = dense<68> : vector<4xindex>}> : () -> vector<4xindex>
    %3 = "arith.muli"(%2, %2) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %4 = "tensor.empty"() : () -> tensor<4x4xi8>
    %5 = "tensor.extract_slice"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3, 0>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xi8>) -> tensor<1x2xi8>
    %6 = "arith.constant"() <{value = dense<[3.000000e+00, 0.000000e+00, -7.500000e+00, 1.500240e-01]> : vector<4xf16>}> : () -> vector<4xf16>
    %7 = "math.atan"(%6) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<4xf16>) -> vector<4xf16>
    %8 = "arith.constant"() <{value = false}> : () -> i1
    %9 = "scf.if"(%8) ({
      %15 = "tensor.empty"() : () -> tensor<4xi32>
      %16 = "arith.constant"() <{value = dense<[[10, 19], [2147483647, -1], [58, 61], [-1, 2147483647]]> : tensor<4x2xi32>}> : () -> tensor<4x2xi32>
      %17 = "linalg.broadcast"(%15, %16) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg3: i32, %arg4: i32):
        "linalg.yield"(%arg3) : (i32) -> ()
      }) : (tensor<4xi32>, tensor<4x2xi32>) -> tensor<4x2xi32>
      %18 = "arith.constant"() <{value = 0 : index}> : () -> index
      %19 = "arith.maxsi"(%18, %18) : (index, index) -> index
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %11 = "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
      "memref.copy"(%11, %11) : (memref<4xf64>, memref<4xf64>) -> ()
      %12 = "arith.constant"() <{value = dense<[-3, 2147483647, 2147483647, 2147483647]> : vector<4xi32>}> : () -> vector<4xi32>
      %13 = "math.ipowi"(%12, %12) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      %14 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%14) : (i32) -> ()
    }) : (i1) -> i32
    %10 = "arith.constant"() <{value = 69 : i32}> : () -> i32
    "scf.while"(%10) ({
    ^bb0(%arg2: i32):
      "scf.condition"(%8) : (i1) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i32) -> ()
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


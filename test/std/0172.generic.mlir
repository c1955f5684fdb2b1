"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.signext}], function_type = (i8) -> (f32, memref<8x4xi8>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> f32, sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (f32) -> (f32, index, f16), res_attrs = [{llvm.noundef}, {llvm.noundef}, {}], sym_name = "fn.0"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<3x1xbf16>}> : () -> vector<3x1xbf16>
    %1 = "arith.remf"(%0, %0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<3x1xbf16>, vector<3x1xbf16>) -> vector<3x1xbf16>
    %2 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<3x1xf32>}> : () -> tensor<3x1xf32>
    %3 = "tensor.expand_shape"(%2) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 3, 1>}> : (tensor<3x1xf32>) -> tensor<1x3x1xf32>
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "memref.alloc"(%4) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<8x?xi8>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "memref.dim"(%5, %6) : (memref<8x?xi8>, index) -> index
    %8 = "tensor.empty"() : () -> tensor<8x4xi32>
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "tensor.extract"(%8, %9, %10) : (tensor<8x4xi32>, index, index) -> i32
    %12 = "tensor.empty"() : () -> tensor<8x4xindex>
    %13 = "arith.constant"() <{value = 6 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "tensor.extract"(%8, %13, %14) : (tensor<8x4xi32>, index, index) -> i32
    %16 = "arith.constant"() <{value = dense<[[2.500000e+00], [-1.000000e+00], [-7.500000e+00]]> : vector<3x1xf64>}> : () -> vector<3x1xf64>
    %17 = "arith.bitcast"(%16) : (vector<3x1xf64>) -> vector<3x1xi64>
    %18 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %19 = "arith.constant"() <{value = 5 : i64}> : () -> i64
    %20 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %21 = "arith.constant"() <{value = dense<27> : vector<3x1xi8>}> : () -> vector<3x1xi8>
    %22:2 = "scf.for"(%18, %19, %20, %arg0, %21) ({
    ^bb0(%arg1: i64, %arg2: f32, %arg3: vector<3x1xi8>):
      %24 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %25 = "scf.while"(%24) ({
      ^bb0(%arg6: i8):
        %42 = "arith.constant"() <{value = dense<0> : tensor<8x4xi8>}> : () -> tensor<8x4xi8>
        %43 = "arith.constant"() <{value = 7 : index}> : () -> index
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "tensor.extract"(%42, %43, %44) : (tensor<8x4xi8>, index, index) -> i8
        %46 = "arith.constant"() <{value = 0 : i64}> : () -> i64
        %47 = "arith.constant"() <{value = 0 : i64}> : () -> i64
        %48:2 = "arith.mulsi_extended"(%46, %47) : (i64, i64) -> (i64, i64)
        %49 = "arith.cmpi"(%15, %15) <{predicate = 0 : i64}> : (i32, i32) -> i1
        "scf.condition"(%49, %45) : (i1, i8) -> ()
      }, {
      ^bb0(%arg4: i8):
        %33 = "arith.constant"() <{value = 1 : i8}> : () -> i8
        %34 = "arith.constant"() <{value = 8 : i8}> : () -> i8
        %35 = "arith.constant"() <{value = 2 : i8}> : () -> i8
        "scf.for"(%33, %34, %35) ({
        ^bb0(%arg5: i8):
          %40 = "arith.constant"() <{value = dense<-1> : vector<8x4xi8>}> : () -> vector<8x4xi8>
          %41:2 = "arith.addui_extended"(%40, %40) : (vector<8x4xi8>, vector<8x4xi8>) -> (vector<8x4xi8>, vector<8x4xi1>)
          "scf.yield"() : () -> ()
        }) : (i8, i8, i8) -> ()
        %36:2 = "func.call"(%33) <{callee = @ext0}> : (i8) -> (f32, memref<8x4xi8>)
        %37 = "arith.cmpi"(%11, %11) <{predicate = 8 : i64}> : (i32, i32) -> i1
        "scf.if"(%37) ({
          %38 = "math.absf"(%36#0) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32) -> f32
          %39 = "arith.cmpf"(%arg0, %38) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 2 : i64}> : (f32, f32) -> i1
          "scf.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        "scf.yield"(%33) : (i8) -> ()
      }) : (i8) -> i8
      %26 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
      %27 = "arith.constant"() <{value = 0 : index}> : () -> index
      %28 = "memref.view"(%26, %27) : (memref<2048xi8>, index) -> memref<4x8xf16>
      %29 = "arith.constant"() <{value = dense<-2> : vector<2x3x4xi32>}> : () -> vector<2x3x4xi32>
      %30 = "arith.trunci"(%29) <{overflowFlags = #arith.overflow<nsw>}> : (vector<2x3x4xi32>) -> vector<2x3x4xi16>
      %31 = "arith.constant"() <{value = 7 : index}> : () -> index
      %32 = "tensor.empty"(%31) : (index) -> tensor<8x?xi8>
      "scf.yield"(%arg0, %21) : (f32, vector<3x1xi8>) -> ()
    }) : (i64, i64, i64, f32, vector<3x1xi8>) -> (f32, vector<3x1xi8>)
    %23 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    "func.return"(%22#0, %14, %23) : (f32, index, f16) -> ()
  }) : () -> ()
}) : () -> ()


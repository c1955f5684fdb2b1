"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (i8, vector<3x4xi8>) -> f64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> i8, sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (tensor<4xf64>) -> (memref<3xbf16>, f32, tensor<3xf32>), res_attrs = [{}, {llvm.noundef, test.tag = "x"}, {llvm.noundef, test.tag = "x"}], sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf64>):
    %0 = "arith.constant"() <{value = dense<[true, true, true, false]> : vector<4xi1>}> : () -> vector<4xi1>
    %1 = "arith.constant"() <{value = dense<[3.000000e+00, 1.000000e+00, 4.000000e+02, -1.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %2 = "arith.select"(%0, %1, %1) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%3, %4, %5) ({
    ^bb0(%arg17: index):
      %49:3 = "func.call"(%arg0) <{callee = @f0}> : (tensor<4xf64>) -> (memref<3xbf16>, f32, tensor<3xf32>)
      %50 = "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi8>
      "memref.copy"(%50, %50) : (memref<4xi8>, memref<4xi8>) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %6 = "tensor.empty"() : () -> tensor<4xi16>
    %7 = "tensor.empty"() : () -> tensor<4x1xi16>
    %8 = "linalg.broadcast"(%6, %7) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg15: i16, %arg16: i16):
      "linalg.yield"(%arg15) : (i16) -> ()
    }) : (tensor<4xi16>, tensor<4x1xi16>) -> tensor<4x1xi16>
    %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi8>
    %10 = "arith.constant"() <{value = true}> : () -> i1
    %11 = "arith.extui"(%10) : (i1) -> i16
    %12 = "arith.constant"() <{value = 4 : index}> : () -> index
    %13 = "tensor.empty"(%12) : (index) -> tensor<?xf32>
    %14 = "arith.constant"() <{value = dense<-1.000000e+00> : tensor<3x3xf64>}> : () -> tensor<3x3xf64>
    %15 = "linalg.transpose"(%14, %14) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg13: f64, %arg14: f64):
      "linalg.yield"(%arg13) : (f64) -> ()
    }) : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "arith.constant"() <{value = 7 : index}> : () -> index
    %18 = "arith.constant"() <{value = 1 : index}> : () -> index
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%16, %19, %17, %20, %18, %21) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg1: index, %arg2: index):
      %25 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %26 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      %27:2 = "scf.while"(%25, %26) ({
      ^bb0(%arg9: i8, %arg10: f64):
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "arith.constant"() <{value = 7 : index}> : () -> index
        %43 = "arith.constant"() <{value = 1 : index}> : () -> index
        %44 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %45 = "scf.for"(%41, %42, %43, %44) ({
        ^bb0(%arg11: index, %arg12: f32):
          %46 = "arith.cmpi"(%25, %arg9) <{predicate = 9 : i64}> : (i8, i8) -> i1
          %47 = "arith.negf"(%arg12) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
          %48 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
          "scf.yield"(%48) : (f32) -> ()
        }) : (index, index, index, f32) -> f32
        "scf.condition"(%10, %25, %26) : (i1, i8, f64) -> ()
      }, {
      ^bb0(%arg3: i8, %arg4: f64):
        %28 = "func.call"() <{callee = @ext1}> : () -> i8
        %29 = "arith.constant"() <{value = 0 : index}> : () -> index
        %30 = "arith.constant"() <{value = 6 : index}> : () -> index
        %31 = "arith.constant"() <{value = 2 : index}> : () -> index
        %32 = "arith.constant"() <{value = 0 : index}> : () -> index
        %33 = "arith.constant"() <{value = 3 : index}> : () -> index
        %34 = "arith.constant"() <{value = 1 : index}> : () -> index
        %35 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
        %36 = "scf.parallel"(%29, %32, %30, %33, %31, %34, %35) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
        ^bb0(%arg5: index, %arg6: index):
          %37 = "math.asin"(%2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
          %38 = "tensor.cast"(%6) : (tensor<4xi16>) -> tensor<?xi16>
          %39 = "math.sqrt"(%2) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>) -> vector<4xf32>
          "scf.reduce"(%arg4) ({
          ^bb0(%arg7: f64, %arg8: f64):
            %40 = "arith.maximumf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            "scf.reduce.return"(%40) : (f64) -> ()
          }) : (f64) -> ()
        }) : (index, index, index, index, index, index, f64) -> f64
        "scf.yield"(%arg3, %arg4) : (i8, f64) -> ()
      }) : (i8, f64) -> (i8, f64)
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %22 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xbf16>
    %23 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %24 = "tensor.empty"() : () -> tensor<3xf32>
    "func.return"(%22, %23, %24) : (memref<3xbf16>, f32, tensor<3xf32>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()


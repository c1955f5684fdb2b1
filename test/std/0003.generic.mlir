"builtin.module"() ({
  "func.func"() <{function_type = (f16, i16, tensor<8xf16>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i16) -> tensor<8xi16>, sym_name = "helper3", sym_visibility = "private"}> ({
    ^bb0(%arg10: i16):
      %24 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf16>
      %25 = "arith.constant"() <{value = dense<1.500240e-01> : vector<8xf16>}> : () -> vector<8xf16>
      %26 = "arith.constant"() <{value = dense<1.000000e+02> : vector<3xf32>}> : () -> vector<3xf32>
      %27 = "arith.cmpf"(%26, %26) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 11 : i64}> : (vector<3xf32>, vector<3xf32>) -> vector<3xi1>
      %28 = "tensor.empty"() : () -> tensor<8xi16>
      "func.return"(%28) : (tensor<8xi16>) -> ()
    }) {test.kernel} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16, f64) -> (vector<1xi16>, memref<3xi16>), res_attrs = [{}, {llvm.noundef}], sym_name = "kernel_0", sym_visibility = "public"}> ({
  ^bb0(%arg0: i16, %arg1: f64):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %4 = "arith.constant"() <{value = 48 : i16}> : () -> i16
    %5:2 = "scf.for"(%0, %1, %2, %3, %4) ({
    ^bb0(%arg7: i32, %arg8: i16, %arg9: i16):
      %18 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
      %19 = "arith.constant"() <{value = 0 : index}> : () -> index
      %20 = "arith.constant"() <{value = 7 : index}> : () -> index
      %21 = "memref.view"(%18, %19, %20) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
      %22 = "arith.cmpi"(%19, %19) <{predicate = 8 : i64}> : (index, index) -> i1
      "cf.assert"(%22) <{msg = ""}> : (i1) -> ()
      %23 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
      "scf.yield"(%23, %3) : (i16, i16) -> ()
    }) : (i32, i32, i32, i16, i16) -> (i16, i16)
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 7 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%6, %7, %8) ({
    ^bb0(%arg2: index):
      %11 = "arith.cmpi"(%arg2, %8) <{predicate = 1 : i64}> : (index, index) -> i1
      %12 = "scf.if"(%11) ({
        %13 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
        %14 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
        %15:2 = "scf.while"(%13, %14) ({
        ^bb0(%arg5: f64, %arg6: f16):
          %16 = "arith.constant"() <{value = dense<0> : tensor<8xi16>}> : () -> tensor<8xi16>
          %17 = "tensor.cast"(%16) : (tensor<8xi16>) -> tensor<8xi16>
          "scf.condition"(%11, %13, %arg6) : (i1, f64, f16) -> ()
        }, {
        ^bb0(%arg3: f64, %arg4: f16):
          "scf.yield"(%arg3, %arg4) : (f64, f16) -> ()
        }) : (f64, f16) -> (f64, f16)
        "scf.yield"(%4) : (i16) -> ()
      }, {
        "scf.yield"(%5#0) : (i16) -> ()
      }) : (i1) -> i16
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %9 = "arith.constant"() <{value = dense<-1> : vector<1xi16>}> : () -> vector<1xi16>
    %10 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi16>
    "func.return"(%9, %10) : (vector<1xi16>, memref<3xi16>) -> ()
  }) {ref = @inner::@helper3} : () -> ()
}) {test.module_note = "std"} : () -> ()


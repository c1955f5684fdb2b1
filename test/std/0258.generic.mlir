"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.zeroext}], function_type = (vector<3x4xbf16>, i8) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xbf16>) -> memref<1xi8>, sym_name = "f0"}> ({
  ^bb0(%arg0: memref<4xbf16>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "scf.index_switch"(%0) <{cases = array<i64: 1>}> ({
      %17 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
      %18 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
      %19 = "math.fma"(%17, %18, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
      "scf.yield"() : () -> ()
    }, {
      %2 = "arith.constant"() <{value = 4 : index}> : () -> index
      %3 = "tensor.empty"(%2) : (index) -> tensor<?x4xi1>
      %4 = "arith.constant"() <{value = 2 : index}> : () -> index
      %5 = "tensor.empty"(%4) : (index) -> tensor<?x4xi1>
      %6 = "arith.subi"(%3, %5) <{overflowFlags = #arith.overflow<none>}> : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 7>}> ({
      ^bb0(%arg1: index):
        "memref.copy"(%arg0, %arg0) : (memref<4xbf16>, memref<4xbf16>) -> ()
        %7 = "arith.constant"() <{value = 1 : i8}> : () -> i8
        "scf.while"(%7) ({
        ^bb0(%arg2: i8):
          %9 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
          %10 = "math.erf"(%9) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32) -> f32
          %11 = "arith.constant"() <{value = 0 : index}> : () -> index
          %12 = "memref.dim"(%arg0, %11) : (memref<4xbf16>, index) -> index
          %13 = "arith.constant"() <{value = 2 : index}> : () -> index
          %14 = "tensor.empty"(%13) : (index) -> tensor<3x?xf32>
          %15 = "math.cosh"(%14) <{fastmath = #arith.fastmath<fast>}> : (tensor<3x?xf32>) -> tensor<3x?xf32>
          %16 = "arith.constant"() <{value = true}> : () -> i1
          "scf.condition"(%16) : (i1) -> ()
        }, {
          %8 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<3x4xbf16>}> : () -> vector<3x4xbf16>
          "func.call"(%8, %7) <{callee = @ext0}> : (vector<3x4xbf16>, i8) -> ()
          "scf.yield"(%7) : (i8) -> ()
        }) : (i8) -> ()
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi8>
    "func.return"(%1) : (memref<1xi8>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) {test.module_note = "std"} : () -> ()


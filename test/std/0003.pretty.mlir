module attributes {test.module_note = "std"} {
  func.func private @ext0(f16, i16, tensor<8xf16>)
  module @inner {
    func.func private @helper3(%arg0: i16) -> tensor<8xi16> attributes {test.kernel} {
      %alloc = memref.alloc() {alignment = 16 : i64} : memref<4xf16>
      %cst = arith.constant dense<1.500240e-01> : vector<8xf16>
      %cst_0 = arith.constant dense<1.000000e+02> : vector<3xf32>
      %0 = arith.cmpf ult, %cst_0, %cst_0 fastmath<reassoc,contract> : vector<3xf32>
      %1 = tensor.empty() : tensor<8xi16>
      return %1 : tensor<8xi16>
    }
  }
  func.func public @kernel_0(%arg0: i16, %arg1: f64) -> (vector<1xi16>, memref<3xi16> {llvm.noundef}) attributes {ref = @inner::@helper3} {
    %c2_i32 = arith.constant 2 : i32
    %c6_i32 = arith.constant 6 : i32
    %c3_i32 = arith.constant 3 : i32
    %c-1_i16 = arith.constant -1 : i16
    %c48_i16 = arith.constant 48 : i16
    %0:2 = scf.for %arg2 = %c2_i32 to %c6_i32 step %c3_i32 iter_args(%arg3 = %c-1_i16, %arg4 = %c48_i16) -> (i16, i16)  : i32 {
      %alloc = memref.alloc() : memref<2048xi8>
      %c0_0 = arith.constant 0 : index
      %c7_1 = arith.constant 7 : index
      %view = memref.view %alloc[%c0_0][%c7_1] : memref<2048xi8> to memref<?x4xf32>
      %1 = arith.cmpi ugt, %c0_0, %c0_0 : index
      cf.assert %1, ""
      %c32767_i16 = arith.constant 32767 : i16
      scf.yield %c32767_i16, %c-1_i16 : i16, i16
    }
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    scf.for %arg2 = %c0 to %c7 step %c3 {
      %1 = arith.cmpi ne, %arg2, %c3 : index
      %2 = scf.if %1 -> (i16) {
        %cst_0 = arith.constant 3.000000e+00 : f64
        %cst_1 = arith.constant 1.000000e+00 : f16
        %3:2 = scf.while (%arg3 = %cst_0, %arg4 = %cst_1) : (f64, f16) -> (f64, f16) {
          %cst_2 = arith.constant dense<0> : tensor<8xi16>
          %cast = tensor.cast %cst_2 : tensor<8xi16> to tensor<8xi16>
          scf.condition(%1) %cst_0, %arg4 : f64, f16
        } do {
        ^bb0(%arg3: f64, %arg4: f16):
          scf.yield %arg3, %arg4 : f64, f16
        }
        scf.yield %c48_i16 : i16
      } else {
        scf.yield %0#0 : i16
      }
    }
    %cst = arith.constant dense<-1> : vector<1xi16>
    %alloca = memref.alloca() : memref<3xi16>
    return %cst, %alloca : vector<1xi16>, memref<3xi16>
  }
}


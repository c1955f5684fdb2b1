func.func private @ext0() -> f64 attributes {llvm.emit_c_interface, note = "generated"}
func.func private @ext1()
func.func @compute0(%t1: f64, %2: memref<4x4xf16> {llvm.noundef}, %x3: f64) -> (f64, tensor<?x2xf64>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
   %4 = arith.constant dense<17> : vector<4x4xindex>
   %t5 = arith.andi %4, %4 : vector<4x4xindex>
   %6 = tensor.empty() : tensor<4xf32>
   %7 = memref.alloca() : memref<4x4xf16>
   %res:2 = func.call @compute0(%x3, %7, %t1) : (f64, memref<4x4xf16>, f64) -> (f64, tensor<?x2xf64>)
   %9 = arith.constant 2.5 : f32
   %t10 = arith.cmpf ugt, %9, %9 fastmath<none> : f32
   %c = arith.constant 4 : i16
   %muli = arith.muli %c, %c overflow<nuw> : i16
   func.return %t1, %res#1 : f64, tensor<?x2xf64>
}
func.func private @kernel_1(%res: memref<4x?xf64>) {
   %2 = tensor.empty() : tensor<4x4xf64>
   %c_3 = arith.constant 1 : i32
   %4 = arith.cmpi sgt, %c_3, %c_3 : i32
   %cst = arith.constant 0.5 : f64
   cf.cond_br %undefined_cond, ^exit2(%cst : f64), ^bb1(%cst : f64)
^bb1(%x6: f64):
   %alloc = memref.alloc() : memref<4x4xf16>
   %10:2 = func.call @compute0(%x6, %alloc, %cst) : (f64, memref<4x4xf16>, f64) -> (f64, tensor<?x2xf64>)
   %11 = arith.constant 1.0 : f64
   %12 = arith.constant 100.0 : f64
   cf.switch %c_3 : i32, [default: ^exit2(%11 : f64), 3: ^exit2(%12 : f64)]
^exit2(%13: f64):
   cf.assert %4, ""
   cf.br ^b3
^b3:
   %14 = arith.constant dense<2.5> : tensor<4xf32>
   %15 = tensor.extract_slice %14[2] [1] [1] : tensor<4xf32> to tensor<1xf32>
   func.return
}

module attributes {test.module_note = "std"} {

   func.func private @f0(%1: memref<2x?xf16>, %y: memref<2x8x?xf16> {llvm.noundef, test.tag = "x"}, %arg: f16, %arg_5: bf16 {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"} {
      %c_6 = arith.constant 2 : index
      %7 = memref.dim %y, %c_6 : memref<2x8x?xf16>
      %8 = arith.constant 4611686018427387903 : index
      %res_9:2 = scf.index_switch %8 -> i32, f32
      case 0 {
         %10 = arith.constant 8 : index

         %alloc_11 = memref.alloc(%10) : memref<2x?xbf16>
         memref.copy %alloc_11, %alloc_11 : memref<2x?xbf16> to memref<2x?xbf16>
         %index_castui = arith.index_castui %7 : index to i16
         %v14 = arith.constant 1 : i32
         %cst = arith.constant 3.0 : f32
         scf.yield %v14, %cst : i32, f32
      }
      case 4 {
         %16 = arith.cmpi slt, %8, %7 : index
         %rhs = arith.constant 100.0 : bf16
         func.call @f0(%1, %y, %arg, %rhs) : (memref<2x?xf16>, memref<2x8x?xf16>, f16, bf16) -> ()
         %c_18 = arith.constant 2147483647 : i32
         %19 = arith.constant 100.0 : f32
         scf.yield %c_18, %19 : i32, f32
      }
      case 5 { //
         %c_20 = arith.constant 4611686018427387903 : i64
         %21 = math.ctlz %c_20 : i64
         %x25 = arith.constant dense<1> : tensor<1xi32>
         %x26 = tensor.cast %x25 : tensor<1xi32> to tensor<1xi32>
         %res = arith.constant 33 : i32
         %28 = arith.cmpi slt, %res, %res : i32    // keep
         cf.assert %28, "bounds check"

         %29 = arith.constant -0.25 : f32

         scf.yield %res, %29 : i32, f32

      }
      default {
         %cst_31 = arith.constant dense<-1> : vector<2x4xi16>
         %32 = arith.cmpi uge, %cst_31, %cst_31 : vector<2x4xi16>
         %c_33 = arith.constant 1 : i32
         %t34 = arith.constant 2.5 : f32
      }
      %35 = arith.negf %res_9#1 : f32
      return
   }
}
